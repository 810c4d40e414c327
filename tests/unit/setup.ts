// ky loads with the first request (a dynamic import); warm the module cache so tests that
// count a request after a few ticks do not race the module loader.
await import('ky');
export {};
