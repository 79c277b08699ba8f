import { answerReserveMs } from './upstream.client';

describe('answerReserveMs', () => {
  it('keeps a little time for a lone call', () => {
    expect(answerReserveMs(2000, 0)).toBe(20);
  });

  it('keeps more the more calls are already waiting, so a burst does not time out at once', () => {
    expect(answerReserveMs(2000, 10)).toBeLessThan(answerReserveMs(2000, 100));
  });

  it('never keeps more than a third of the timeout', () => {
    expect(answerReserveMs(2000, 10_000)).toBeCloseTo(2000 / 3);
    expect(answerReserveMs(300, 50)).toBe(100);
  });
});
