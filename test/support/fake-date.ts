/**
 * Fakes Date alone (jest's modern timers with every other API left real), set to `now`: for code
 * that reads Date.now() through a library with no clock to inject, while timers, I/O and
 * promises run as usual. Undo with jest.useRealTimers().
 */
export function fakeDateOnly(now: number): void {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
