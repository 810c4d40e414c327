// Main-thread script time from a Chromium trace, as Lighthouse counts it (run.mjs, shop.mjs).
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';

/** What the timed loads trace: the categories Lighthouse reads its main-thread tasks from. */
export const TRACE_CATEGORIES = ['-*', 'disabled-by-default-lighthouse', 'loading', 'v8', 'v8.execute', 'blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline'];

/**
 * JavaScript time in a trace, grouped as Lighthouse groups it: the self time of script
 * parsing, compiling and evaluation in every main-thread task. Not CDP's ScriptDuration,
 * which leaves out code run from microtasks: what follows an `await` (islas's start after
 * it yields, an island mounted once its chunk has arrived).
 */
export function scriptMsOf(trace) {
  const { mainThreadEvents, frames, timestamps } = TraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(mainThreadEvents, frames, timestamps.traceEnd, timestamps.timeOrigin);
  return tasks
    .filter((task) => task.group.id === 'scriptEvaluation' || task.group.id === 'scriptParseCompile')
    .reduce((total, task) => total + task.selfTime, 0);
}


/** Lighthouse's Total Blocking Time over the whole trace: each top-level task's time past 50 ms. */
export function blockingMsOf(trace) {
  const { mainThreadEvents, frames, timestamps } = TraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(mainThreadEvents, frames, timestamps.traceEnd, timestamps.timeOrigin);
  return tasks.filter((task) => !task.parent).reduce((total, task) => total + Math.max(0, task.duration - 50), 0);
}
