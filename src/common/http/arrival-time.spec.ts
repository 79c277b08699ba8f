import { setImmediate as nextCheckPhase } from 'node:timers/promises';
import { arrivalTime } from './arrival-time';

describe('arrivalTime', () => {
  it('gives every request parsed in the same event-loop turn the time of the first', () => {
    const first = arrivalTime(1000);
    expect(first).toBe(1000);
    expect(arrivalTime(1450)).toBe(1000);
    expect(arrivalTime(1900)).toBe(1000);
  });

  it('starts a new batch once the turn has ended', async () => {
    arrivalTime(2000);
    await nextCheckPhase();
    expect(arrivalTime(2600)).toBe(2600);
    expect(arrivalTime(2700)).toBe(2600);
  });
});
