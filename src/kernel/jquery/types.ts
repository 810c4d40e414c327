/** The little of jQuery's API islas uses, typed without depending on @types/jquery. */
export interface JQueryEvent {
  type: string;
  target?: EventTarget;
  /** Set when jQuery wraps a native event; absent for `.trigger()`-only events. */
  originalEvent?: Event;
}

export interface JQueryObject extends ArrayLike<Element> {
  jquery: string;
  trigger(name: string, args?: unknown[]): JQueryObject;
  triggerHandler(name: string, args?: unknown[]): unknown;
  on(name: string, handler: (event: JQueryEvent, ...args: unknown[]) => unknown): JQueryObject;
  off(name: string, handler: (event: JQueryEvent, ...args: unknown[]) => unknown): JQueryObject;
  each(callback: (this: Element, index: number, el: Element) => void): JQueryObject;
  data(key: string, value?: unknown): unknown;
  first(): JQueryObject;
}

export interface JQueryStatic {
  (target: unknown): JQueryObject;
  fn: Record<string, unknown>;
  holdReady?(hold: boolean): void;
  [plugin: string]: unknown;
}
