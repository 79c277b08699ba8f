import { includePaths, includeTables, includeTree } from './includable';
import { includeProblem } from './include-query';

describe('includable relations', () => {
  it('lists every relation and those of its records one level down', () => {
    expect(includePaths('port')).toEqual(['excursions']);
    expect(includePaths('itinerary')).toEqual([
      'cruise_line',
      'cruise_line.ships',
      'cruise_line.itineraries',
      'sailings',
      'ports',
      'ports.excursions',
    ]);
    expect(includePaths('ship')).not.toContain('itineraries.ports.excursions');
  });

  it('names every table an include may read, so a change to any purges the answer', () => {
    expect(includeTables('port').sort()).toEqual([
      'attractions',
      'excursions',
      'ports',
      'theme_parks',
    ]);
    expect(includeTables('theme_park')).toEqual(
      expect.arrayContaining(['attractions', 'dining_locations', 'special_event_sessions']),
    );
  });

  it('groups paths by their first relation', () => {
    expect([...includeTree(['sailings', 'ports.excursions', 'ports'])]).toEqual([
      ['sailings', []],
      ['ports', ['excursions']],
    ]);
  });

  it('explains what is wrong with an include', () => {
    expect(includeProblem('ship', ['sailings', 'itineraries.ports'])).toBeNull();
    expect(includeProblem('ship', 'sailings')).toMatch(/comma-separated/);
    expect(includeProblem('ship', ['crew'])).toMatch(/'crew' is not a relation/);
    expect(includeProblem('ship', [''])).toMatch(/empty entry/);
    expect(includeProblem('cruise_line', ['ships.itineraries.ports'])).toMatch(/deeper than 2/);
  });
});
