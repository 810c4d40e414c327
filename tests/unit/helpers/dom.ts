import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';

/** Loads a fixture page snapshot (fixtures/html/NAME.html) into the document. */
export function loadFixturePage(name: string): void {
  const path = join(dirname(fileURLToPath(import.meta.url)), `../../../fixtures/html/${name}.html`);
  const html = readFileSync(path, 'utf8');
  // Scripts in the snapshot are not run (tests start what they test), nor styles fetched.
  document.documentElement.innerHTML = html
    .replace(/^[\s\S]*?<html[^>]*>/i, '')
    .replace(/<\/html>\s*$/i, '')
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*>/gi, '');
}

export function setBody(html: string): void {
  document.body.innerHTML = html;
}

/** Lets queued promise callbacks and fake-network replies run. */
export async function flush(times = 10): Promise<void> {
  for (let i = 0; i < times; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** The environment's own `document.cookie` accessors, for spies that pass through. */
function cookieAccessors(): PropertyDescriptor {
  let proto: object | null = document;
  while (proto && !Object.getOwnPropertyDescriptor(proto, 'cookie')) proto = Object.getPrototypeOf(proto);
  return Object.getOwnPropertyDescriptor(proto!, 'cookie')!;
}

/** Records every `document.cookie = …` write (the attributes the browser would keep). */
export function recordCookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = cookieAccessors();
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  return writes;
}

/** Counts the reads of `document.cookie` (each read after a write is a round trip in a browser). */
export function countCookieReads() {
  const descriptor = cookieAccessors();
  return vi.spyOn(document, 'cookie', 'get').mockImplementation(() => descriptor.get!.call(document));
}

/**
 * A click as the shopper's pointer, key or assistive technology sends it (trusted): happy-dom
 * makes every dispatched event untrusted, as a script's `el.click()` is, which is no first
 * input (src/kernel/triggers.ts). Returns the event.
 */
export function shopperClick(el: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'isTrusted', { value: true });
  el.dispatchEvent(event);
  return event;
}
