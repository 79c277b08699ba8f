import type { CompiledRead } from './read-model';
import { localize } from './read-model';
import { pageStatements, recordStatement } from './reader';

/** A compiled ship model, as compileRead builds it from the entities. */
const SHIPS: CompiledRead = {
  select: 's.id, s.name, s.slug, l.id, l.name, l.slug',
  width: 6,
  translated: [],
  from: 'ships s JOIN cruise_lines l ON l.id = s.cruise_line_id',
  visible: 's.is_active AND l.is_active',
  order: 's.name, s.id',
  fields: [],
  relations: [],
  keys: { id: 's.id', slug: 's.slug' },
};

const oneLine = (sql: string) => sql.replace(/\s+/g, ' ');

describe('recordStatement', () => {
  it('reads a public record by slug under the public rule', () => {
    expect(oneLine(recordStatement(SHIPS, { by: 'slug', visibility: 'public' }))).toBe(
      'SELECT s.id, s.name, s.slug, l.id, l.name, l.slug FROM ships s JOIN cruise_lines l ON l.id = s.cruise_line_id WHERE (s.is_active AND l.is_active) AND s.slug = $1',
    );
  });

  it('reads any record by id for the studio, with the same columns and joins', () => {
    expect(oneLine(recordStatement(SHIPS, { by: 'id', visibility: 'all' }))).toBe(
      'SELECT s.id, s.name, s.slug, l.id, l.name, l.slug FROM ships s JOIN cruise_lines l ON l.id = s.cruise_line_id WHERE TRUE AND s.id = $1',
    );
  });

  it('combines the key and the visibility freely', () => {
    expect(oneLine(recordStatement(SHIPS, { by: 'id', visibility: 'public' }))).toMatch(
      /WHERE \(s\.is_active AND l\.is_active\) AND s\.id = \$1$/,
    );
    expect(oneLine(recordStatement(SHIPS, { by: 'slug', visibility: 'all' }))).toMatch(
      /WHERE TRUE AND s\.slug = \$1$/,
    );
  });

  it('refuses a read by slug of a model without one', () => {
    const docks = { ...SHIPS, from: 'dry_docks d', keys: { id: 'd.id' } };
    expect(() => recordStatement(docks, { by: 'slug', visibility: 'all' })).toThrow(/no slug/);
  });
});

describe('pageStatements', () => {
  it('numbers the filters in use, then LIMIT and OFFSET, under the public rule', () => {
    const { page, count } = pageStatements(SHIPS, 'public', [
      'l.slug = $',
      's.departure_date >= $::date',
    ]);
    const where =
      'WHERE (s.is_active AND l.is_active) AND (l.slug = $1) AND (s.departure_date >= $2::date)';
    expect(oneLine(page)).toBe(
      `SELECT s.id, s.name, s.slug, l.id, l.name, l.slug FROM ships s JOIN cruise_lines l ON l.id = s.cruise_line_id ${where} ORDER BY s.name, s.id LIMIT $3 OFFSET $4`,
    );
    expect(oneLine(count)).toBe(
      `SELECT count(*)::int AS total FROM ships s JOIN cruise_lines l ON l.id = s.cruise_line_id ${where}`,
    );
  });

  it('reads every record for the studio: no public rule, the same order', () => {
    const { page, count } = pageStatements(SHIPS, 'all', []);
    expect(oneLine(page)).toMatch(/WHERE TRUE ORDER BY s\.name, s\.id LIMIT \$1 OFFSET \$2$/);
    expect(oneLine(count)).toMatch(/WHERE TRUE$/);
    expect(page).not.toContain('is_active');
  });
});

describe('localize', () => {
  /** A ship row: id, name, description, its line's id and name, then both translations. */
  const read: CompiledRead = {
    ...SHIPS,
    width: 7,
    relations: [{ property: 'cruiseLine', optional: false, idIndex: 3 }],
    translated: [
      {
        target: -1,
        index: 5,
        fields: [
          ['name', 'name'],
          ['description', 'description'],
        ],
      },
      { target: 0, index: 6, fields: [['name', 'name']] },
    ],
  };
  const record = () => ({
    name: 'Wonder',
    description: 'Big.',
    cruiseLine: { id: 'l', name: 'Line' },
  });

  it('takes each field from the first locale that has it, else keeps the default text', () => {
    const ship = record();
    const row = [
      's',
      'Wonder',
      'Big.',
      'l',
      'Line',
      { 'de-CH': { description: 'Gross.' }, de: { name: 'Wunder', description: 'Groß.' } },
      { fr: { name: 'Ligne' } },
    ];
    expect(localize(read, ship, row, ['de-CH', 'de'])).toBe('de-CH');
    expect(ship).toEqual({
      name: 'Wunder',
      description: 'Gross.',
      cruiseLine: { id: 'l', name: 'Line' },
    });
  });

  it('answers no locale when nothing is translated, and ignores empty texts', () => {
    const ship = record();
    const row = ['s', 'Wonder', 'Big.', 'l', 'Line', { de: { name: '' } }, null];
    expect(localize(read, ship, row, ['de'])).toBeUndefined();
    expect(ship).toEqual(record());
  });
});
