import {
  defaultAction,
  entityIdOf,
  entityTypeFromPath,
  singularSnake,
  WriteDescription,
} from './audit-target';

const write = (overrides: Partial<WriteDescription> = {}): WriteDescription => ({
  method: 'POST',
  path: '/studio/things',
  params: {},
  result: undefined,
  ...overrides,
});

describe('audit targets', () => {
  it.each([
    ['POST', 'create'],
    ['PUT', 'update'],
    ['PATCH', 'update'],
    ['DELETE', 'delete'],
  ])('%s defaults to %s', (method, action) => {
    expect(defaultAction(method)).toBe(action);
  });

  it.each([
    ['cruise-lines', 'cruise_line'],
    ['theme-parks', 'theme_park'],
    ['categories', 'category'],
    ['api-clients', 'api_client'],
    ['media', 'media'],
    ['vault', 'vault'],
    ['addresses', 'address'],
    ['status', 'status'],
    ['dryDocks', 'dry_dock'],
  ])('singularSnake(%s) is %s', (segment, expected) => {
    expect(singularSnake(segment)).toBe(expected);
  });

  it('names the record after the first path segment below /studio', () => {
    expect(entityTypeFromPath('/studio/cruise-lines/3f/ships')).toBe('cruise_line');
    expect(entityTypeFromPath('/studio')).toBe('studio');
    expect(entityTypeFromPath('/STUDIO/Cruise-Lines/3f')).toBe('cruise_line');
    expect(entityTypeFromPath('/StUdIo/cRuIsE-lInEs')).toBe('cruise_line');
  });

  it('takes the id from data.id, then data.key, then the id parameter', () => {
    expect(
      entityIdOf(write({ result: { data: { id: 'a', key: 'k' } }, params: { id: 'p' } })),
    ).toBe('a');
    expect(entityIdOf(write({ result: { data: { url: 'u', key: 'images/x.webp' } } }))).toBe(
      'images/x.webp',
    );
    expect(entityIdOf(write({ params: { id: 'p' } }))).toBe('p');
    expect(entityIdOf(write({ params: { dry_dock_id: 'd', id: 'p' } }), 'dry_dock_id')).toBe('d');
    expect(entityIdOf(write({ result: { data: [{ id: 'x' }] } }))).toBeNull();
    expect(entityIdOf(write())).toBeNull();
  });
});
