import { assignDefined, timeOfDay } from './cruise-common';

describe('cruise catalogue helpers', () => {
  it('assignDefined skips undefined but keeps null (which clears a field)', () => {
    const target = { a: 1 as number | null, b: 'x' as string | null };
    expect(assignDefined(target, { a: undefined, b: null })).toEqual({ a: 1, b: null });
  });

  it('timeOfDay answers HH:MM', () => {
    expect(timeOfDay('08:05:00')).toBe('08:05');
    expect(timeOfDay(null)).toBeNull();
  });
});
