import { isIsoDate } from './fields';
import { startOfUtcDay } from './utc-day';

describe('ISO date query values', () => {
  it.each(['2026-11-21', '2024-02-29', '0001-01-01'])('accepts %s', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });

  it.each([
    '2026-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-1-1',
    '2026-11-21T00:00:00Z',
    '',
    20261121,
  ])('rejects %s', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });

  it('gives the start of the day, or of the next one, in UTC', () => {
    expect(startOfUtcDay('2026-12-31').toISOString()).toBe('2026-12-31T00:00:00.000Z');
    expect(startOfUtcDay('2026-12-31', true).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});
