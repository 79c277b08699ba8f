import type { OpenAPIObject } from '@nestjs/swagger';
import { allowHeader, methodsServedAt, servedPaths } from './method-not-allowed';

const op = (parameters: unknown[] = []) => ({ responses: {}, parameters });

const document = {
  openapi: '3.0.0',
  info: { title: 't', version: '1' },
  paths: {
    '/api/v1/ships': { get: op() },
    '/studio/media/upload': { post: op() },
    '/studio/media/{id}': { get: op(), patch: op(), delete: op() },
    '/studio/{resource}/{id}/revisions': {
      get: op([
        { name: 'resource', in: 'path', schema: { type: 'string', enum: ['ships', 'ports'] } },
        { name: 'id', in: 'path', schema: { type: 'string' } },
      ]),
    },
  },
} as unknown as OpenAPIObject;

describe('servedPaths / methodsServedAt', () => {
  const paths = servedPaths(document, { '/docs-json': ['GET'] });
  const at = (path: string) => {
    const served = methodsServedAt(paths, path);
    return served && allowHeader(served);
  };

  it('answers the methods of every template matching the path, HEAD wherever GET is', () => {
    expect(at('/api/v1/ships')).toBe('GET, HEAD');
    expect(at('/studio/media/upload')).toBe('GET, HEAD, POST, PATCH, DELETE');
    expect(at('/studio/media/0b7e6f2e-3c1a-4d7e-9a55-2f8a4c1d9e10')).toBe(
      'GET, HEAD, PATCH, DELETE',
    );
    expect(at('/docs-json')).toBe('GET, HEAD');
  });

  it('matches as Express does: any case, an optional trailing slash, one segment per parameter', () => {
    expect(at('/API/V1/Ships/')).toBe('GET, HEAD');
    expect(at('/studio/media/a/b')).toBeUndefined();
    expect(at('/api/v1/ships/x')).toBeUndefined();
  });

  it('takes only the listed values of a parameter with an enum', () => {
    expect(at('/studio/ships/x/revisions')).toBe('GET, HEAD');
    expect(at('/studio/media/x/revisions')).toBeUndefined();
  });
});
