import { TRANSLATABLE_PATHS, translatableAt } from './translatable-resources';

describe('translatable resources', () => {
  it('are the 13 resources with translatable fields; sailings and dry docks have none', () => {
    expect(TRANSLATABLE_PATHS).toEqual([
      'attractions',
      'categories',
      'cruise-lines',
      'dining',
      'events',
      'excursions',
      'guides',
      'itineraries',
      'ports',
      'resorts',
      'ships',
      'theme-parks',
      'videos',
    ]);
    expect(translatableAt('sailings')).toBeUndefined();
  });

  it("limit each field as the resource's create body does, and name records by name or title", () => {
    expect(translatableAt('dining')).toEqual(
      expect.objectContaining({
        columns: { name: 'name', description: 'description', dress_code: 'dress_code' },
        maxLengths: { name: 200, description: 20_000, dress_code: 100 },
        nameColumn: 'name',
      }),
    );
    expect(translatableAt('guides')).toEqual(
      expect.objectContaining({
        maxLengths: { title: 300, summary: 2000, body: 200_000 },
        nameColumn: 'title',
      }),
    );
    expect(translatableAt('ships')?.nameColumn).toBe('name');
    expect(translatableAt('ships')?.bodyFields.has('slug')).toBe(true);
  });
});
