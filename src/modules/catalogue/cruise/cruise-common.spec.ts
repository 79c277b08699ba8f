import { timeOfDay } from './cruise-common';

describe('cruise catalogue helpers', () => {
  it('timeOfDay answers HH:MM', () => {
    expect(timeOfDay('08:05:00')).toBe('08:05');
    expect(timeOfDay(null)).toBeNull();
  });
});
