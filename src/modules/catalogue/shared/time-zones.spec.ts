import {
  formatOffset,
  isDateTimeInput,
  offsetMinutes,
  parseDateTimeInZone,
  toZonedIso,
} from './time-zones';

describe('time zones', () => {
  it('knows offsets across daylight saving time', () => {
    expect(offsetMinutes(new Date('2027-01-15T12:00:00Z'), 'America/New_York')).toBe(-300);
    expect(offsetMinutes(new Date('2027-07-15T12:00:00Z'), 'America/New_York')).toBe(-240);
    expect(offsetMinutes(new Date('2027-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(formatOffset(-240)).toBe('-04:00');
    expect(formatOffset(330)).toBe('+05:30');
    expect(formatOffset(0)).toBe('+00:00');
  });

  it('answers instants in local time with the offset of that moment', () => {
    expect(toZonedIso(new Date('2027-10-01T23:00:00Z'), 'America/New_York')).toBe(
      '2027-10-01T19:00:00-04:00',
    );
    expect(toZonedIso(new Date('2027-12-01T00:30:00Z'), 'America/New_York')).toBe(
      '2027-11-30T19:30:00-05:00',
    );
    expect(toZonedIso(new Date('2027-12-01T00:30:00Z'), 'Asia/Tokyo')).toBe(
      '2027-12-01T09:30:00+09:00',
    );
    expect(toZonedIso(new Date('2027-12-01T00:30:00Z'), null)).toBe('2027-12-01T00:30:00+00:00');
  });

  it('reads local date-times in the zone, and zoned ones as they are', () => {
    expect(parseDateTimeInZone('2027-10-01T19:00', 'America/New_York').toISOString()).toBe(
      '2027-10-01T23:00:00.000Z',
    );
    expect(parseDateTimeInZone('2027-01-10T19:00:00', 'America/New_York').toISOString()).toBe(
      '2027-01-11T00:00:00.000Z',
    );
    expect(parseDateTimeInZone('2027-10-01T19:00:00+02:00', 'America/New_York').toISOString()).toBe(
      '2027-10-01T17:00:00.000Z',
    );
    expect(parseDateTimeInZone('2027-10-01T19:00', null).toISOString()).toBe(
      '2027-10-01T19:00:00.000Z',
    );
  });

  it('moves a skipped local time forward and takes the earlier of an ambiguous one', () => {
    // 2027-03-14 02:30 does not exist in New York (clocks jump from 02:00 to 03:00).
    expect(
      toZonedIso(parseDateTimeInZone('2027-03-14T02:30', 'America/New_York'), 'America/New_York'),
    ).toBe('2027-03-14T03:30:00-04:00');
    // 2027-11-07 01:30 happens twice; the first is still daylight time.
    expect(parseDateTimeInZone('2027-11-07T01:30', 'America/New_York').toISOString()).toBe(
      '2027-11-07T05:30:00.000Z',
    );
  });

  it('validates date-time input', () => {
    expect(isDateTimeInput('2027-10-01T19:00')).toBe(true);
    expect(isDateTimeInput('2027-10-01T19:00:00Z')).toBe(true);
    expect(isDateTimeInput('2027-10-01T19:00:00.123+05:30')).toBe(true);
    expect(isDateTimeInput('2027-02-30T19:00')).toBe(false);
    expect(isDateTimeInput('2027-10-01T24:00')).toBe(false);
    expect(isDateTimeInput('2027-10-01 19:00')).toBe(false);
    expect(isDateTimeInput('tomorrow')).toBe(false);
    expect(isDateTimeInput(1700000000)).toBe(false);
  });
});
