import { Router } from 'express';
import {
  literalPrefix,
  prefilterRouteLayers,
  RouterLayer,
  startsWithIgnoringCase,
} from './route-prefilter';

const ROUTES = [
  '/api/v1/cruise-lines',
  '/api/v1/cruise-lines/:slug',
  '/api/v1/theme-parks/:slug/live',
  '/api/categories/:slug',
  '/Docs/JSON',
  '/files/*path',
  '/media{/:size}',
  '/:anything/first',
];

const PATHS = [
  '/api/v1/cruise-lines',
  '/api/v1/cruise-lines/',
  '/API/V1/Cruise-Lines/Carnival',
  '/api/v1/cruise-lines/carnival/extra',
  '/api/v1/cruise-linesx',
  '/api/v1/theme-parks/magic-kingdom/live',
  '/api/categories/beaches%20and%20more',
  '/docs/json',
  '/files/a/b.png',
  '/media',
  '/media/small',
  '/x/first',
  '/',
  '',
  '/api/v1/cruise-lin\u212Aes',
];

function routerLayers(): RouterLayer[] {
  const router = Router();
  for (const path of ROUTES) router.get(path, () => undefined);
  return router.stack as unknown as RouterLayer[];
}

describe('the route prefilter', () => {
  it('takes the literal start of a route path, in lower case', () => {
    expect(literalPrefix('/api/v1/cruise-lines/:slug')).toBe('/api/v1/cruise-lines/');
    expect(literalPrefix('/Docs/JSON')).toBe('/docs/json');
    expect(literalPrefix('/media{/:size}')).toBe('/media');
    expect(literalPrefix('/:anything/first')).toBe('/');
  });

  it('compares a path with a prefix ignoring ASCII case only', () => {
    expect(startsWithIgnoringCase('/API/Cats', '/api/c')).toBe(true);
    expect(startsWithIgnoringCase('/api', '/api/c')).toBe(false);
    expect(startsWithIgnoringCase('/\u212Aey', '/key')).toBe(false);
  });

  it('answers every path exactly as the route matchers alone do', () => {
    const plain = routerLayers();
    const checked = routerLayers();
    // Every route but the one whose literal start is only '/'.
    expect(prefilterRouteLayers(checked)).toBe(ROUTES.length - 1);
    for (const path of PATHS)
      checked.forEach((layer, i) =>
        expect([path, layer.match(path)]).toEqual([path, plain[i].match(path)]),
      );
  });

  it('still finds each route for its own paths', () => {
    const checked = routerLayers();
    prefilterRouteLayers(checked);
    const found = (path: string) => checked.findIndex((layer) => layer.match(path) !== false);
    expect(found('/API/v1/cruise-lines/carnival')).toBe(1);
    expect(found('/api/categories/beaches')).toBe(3);
    expect(found('/media/small')).toBe(6);
    expect(found('/nowhere')).toBe(-1);
  });
});
