import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import {
  IsCoordinate,
  IsDecimalString,
  IsIsoDate,
  IsNotBefore,
  IsTextField,
  EnumQuery,
  SlugQuery,
  isIsoDate,
  isTimeZone,
} from './fields';

class Sample {
  @IsTextField({ max: 5 }) name!: string;
  @IsDecimalString({ required: false, min: 0 }) price?: string;
  @IsCoordinate('latitude', { required: false, nullable: true }) latitude?: string | null;
  @IsIsoDate({ required: false }) start?: string;
  @IsIsoDate({ required: false }) @IsNotBefore('start') end?: string;
}

const errorsOf = (plain: object) =>
  validateSync(plainToInstance(Sample, plain))
    .map((e) => e.property)
    .sort();

describe('field decorators', () => {
  it('accepts a valid record and trims text', () => {
    const sample = plainToInstance(Sample, { name: ' abc ', price: '12.50', latitude: '-25.5' });
    expect(validateSync(sample)).toEqual([]);
    expect(sample.name).toBe('abc');
  });

  it('refuses numbers, too many places and out-of-range decimals', () => {
    expect(errorsOf({ name: 'a', price: 12.5 })).toEqual(['price']);
    expect(errorsOf({ name: 'a', price: '1.234' })).toEqual(['price']);
    expect(errorsOf({ name: 'a', price: '-1.00' })).toEqual(['price']);
    expect(errorsOf({ name: 'a', latitude: '90.000001' })).toEqual(['latitude']);
  });

  it('lets a nullable field be cleared with null but not set to garbage', () => {
    expect(errorsOf({ name: 'a', latitude: null })).toEqual([]);
    expect(errorsOf({ name: 'a', latitude: 'north' })).toEqual(['latitude']);
  });

  it('refuses null for an optional field that is not nullable', () => {
    expect(errorsOf({ name: 'a', price: null })).toEqual(['price']);
    expect(errorsOf({ name: 'a', start: undefined })).toEqual([]);
  });

  it('requires required text and caps its length', () => {
    expect(errorsOf({})).toEqual(['name']);
    expect(errorsOf({ name: '   ' })).toEqual(['name']);
    expect(errorsOf({ name: 'abcdef' })).toEqual(['name']);
  });

  it('checks calendar dates and their order', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-1-01')).toBe(false);
    expect(errorsOf({ name: 'a', start: '2027-05-02', end: '2027-05-01' })).toEqual(['end']);
    expect(errorsOf({ name: 'a', start: '2027-05-02', end: '2027-05-02' })).toEqual([]);
  });

  it('knows IANA time zones', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('EST5EDT; DROP')).toBe(false);
  });
});

class Filters {
  @EnumQuery(['mild', 'thrill', 'extreme'] as const) level?: string[];
  @SlugQuery() line?: string;
}

const filtersOf = (plain: object) => {
  const filters = plainToInstance(Filters, plain);
  const messages = validateSync(filters).map((e) => [
    e.property,
    Object.values(e.constraints ?? {})[0],
  ]);
  return { filters, messages };
};

describe('query filters', () => {
  it.each([
    ['thrill', ['thrill']],
    ['thrill,extreme', ['thrill', 'extreme']],
    [' thrill , extreme ,', ['thrill', 'extreme']],
    [
      ['mild', 'thrill,extreme'],
      ['mild', 'thrill', 'extreme'],
    ],
  ])('reads the enum filter %j as the list %j', (level, list) => {
    const { filters, messages } = filtersOf({ level });
    expect(messages).toEqual([]);
    expect(filters.level).toEqual(list);
  });

  it('names the unknown values of an enum list', () => {
    expect(filtersOf({ level: 'thrill,wild' }).messages).toEqual([
      ['level', "has an unknown value 'wild'; must be one or more of: mild, thrill, extreme"],
    ]);
    expect(filtersOf({ level: 'calm,wild' }).messages).toEqual([
      ['level', "has unknown values 'calm', 'wild'; must be one or more of: mild, thrill, extreme"],
    ]);
    expect(filtersOf({ level: ',' }).messages).toEqual([
      ['level', 'must be one or more of: mild, thrill, extreme'],
    ]);
  });

  it('lower-cases a slug filter and refuses what is not a slug', () => {
    expect(filtersOf({ line: ' Royal-Caribbean ' }).filters.line).toBe('royal-caribbean');
    expect(filtersOf({ line: 'royal caribbean' }).messages).toEqual([
      [
        'line',
        "must be a slug: letters and digits in words joined by '-' (e.g. 'royal-caribbean')",
      ],
    ]);
  });
});
