import { answerReserveMs } from './upstream.client';

describe('answerReserveMs', () => {
  it('keeps 5 % of the timeout for a lone call, at least 20 ms and at most 250 ms', () => {
    expect(answerReserveMs(2000, 0)).toBe(100);
    expect(answerReserveMs(5000, 0)).toBe(250);
    expect(answerReserveMs(60_000, 0)).toBe(250);
    expect(answerReserveMs(200, 0)).toBe(20);
  });

  it('keeps more the more calls are already waiting, so a burst does not time out at once', () => {
    expect(answerReserveMs(2000, 10)).toBeLessThan(answerReserveMs(2000, 100));
  });

  it('never keeps more than a third of the timeout', () => {
    expect(answerReserveMs(2000, 10_000)).toBeCloseTo(2000 / 3);
    expect(answerReserveMs(300, 50)).toBe(100);
  });
});
