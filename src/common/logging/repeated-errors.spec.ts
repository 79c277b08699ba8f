import { RepeatedErrors } from './repeated-errors';

describe('RepeatedErrors', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('writes the first failure of a cause, then one summary line per interval', () => {
    const lines: string[] = [];
    const errors = new RepeatedErrors(1000, (cause, count) => lines.push(`${cause}: ${count}`));
    const fail = (cause: string) => errors.report(cause, () => lines.push(`first ${cause}`));

    for (let i = 0; i < 5000; i++) fail('database unreachable');
    fail('other');
    expect(lines).toEqual(['first database unreachable', 'first other']);

    jest.advanceTimersByTime(1000);
    expect(lines).toEqual([
      'first database unreachable',
      'first other',
      'database unreachable: 4999',
    ]);

    for (let i = 0; i < 300; i++) fail('database unreachable');
    jest.advanceTimersByTime(1000);
    expect(lines.slice(3)).toEqual(['database unreachable: 300']);

    // A quiet interval: nothing written, and the cause starts afresh afterwards.
    jest.advanceTimersByTime(1000);
    jest.advanceTimersByTime(1000);
    expect(lines).toHaveLength(4);
    fail('database unreachable');
    expect(lines.slice(4)).toEqual(['first database unreachable']);
    errors.close();
  });

  it('answers whether a failure was only counted into the summary', () => {
    const errors = new RepeatedErrors(1000, () => undefined);
    const answers = [
      errors.report('x', () => undefined),
      errors.report('x', () => undefined),
      errors.report('y', () => undefined),
      errors.report('x', () => undefined),
    ];
    expect(answers).toEqual([false, true, false, true]);
    // A whole quiet interval: the next failure is written on its own again.
    jest.advanceTimersByTime(1000);
    jest.advanceTimersByTime(1000);
    expect(errors.report('x', () => undefined)).toBe(false);
    errors.close();
  });

  it('writes what is still counted when closed', () => {
    const lines: string[] = [];
    const errors = new RepeatedErrors(1000, (cause, count) => lines.push(`${cause}: ${count}`));
    errors.report('x', () => lines.push('first x'));
    errors.report('x', () => lines.push('first x'));
    errors.close();
    expect(lines).toEqual(['first x', 'x: 1']);
  });
});
