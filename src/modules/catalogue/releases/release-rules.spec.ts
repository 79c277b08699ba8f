import { isUtcInstant } from './release-rules';

describe('isUtcInstant', () => {
  it.each([
    '2027-06-01T08:00:00Z',
    '2027-06-01T08:00Z',
    '2027-06-01T08:00:00.123Z',
    '2028-02-29T23:59:59Z',
  ])('accepts %s', (value) => expect(isUtcInstant(value)).toBe(true));

  it.each([
    '2027-06-01',
    '2027-06-01T08:00:00',
    '2027-06-01T08:00:00+02:00',
    '2027-02-30T08:00:00Z',
    '2027-06-01T24:00:00Z',
    '2027-06-01T08:60:00Z',
    'tomorrow',
    1780000000000,
    null,
  ])('refuses %p', (value) => expect(isUtcInstant(value)).toBe(false));
});
