import { extendDto } from './extend-dto';

describe('extendDto', () => {
  it('adds the extra fields to the base object itself, after its own', () => {
    const base = { id: '1', name: 'Wonder of the Seas' };
    const extended = extendDto(base, { dry_docks: [] as string[] });
    expect(extended).toBe(base);
    expect(extended).toEqual({ id: '1', name: 'Wonder of the Seas', dry_docks: [] });
    expect(Object.keys(extended)).toEqual(['id', 'name', 'dry_docks']);
  });

  it('serialises as the spread it replaces', () => {
    const build = () => ({ id: '1', slug: 'a', note: null });
    expect(JSON.stringify(extendDto(build(), { groups: [1] }))).toBe(
      JSON.stringify({ ...build(), groups: [1] }),
    );
  });
});
