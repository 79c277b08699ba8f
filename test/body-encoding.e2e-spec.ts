import { Logger } from '@nestjs/common';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { bearer, createUserWithTokens, UserWithTokens } from './factories/users.factory';
import { expectProblem } from './support/problem';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Bodies a client got wrong, however they are encoded, are its mistake: a 4xx problem, and no
 * error line (with a stack) in the log (docs/behaviour.md#errors).
 */
describe('request bodies: encodings and reserved keys', () => {
  let t: TestApp;
  let admin: UserWithTokens;
  let loggedErrors: jest.SpyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUserWithTokens(t, { role: 'admin' });
  });
  afterAll(() => t.close());
  // The error filter logs an unexpected failure, with its stack, through Nest's Logger.
  beforeEach(() => {
    loggedErrors = jest.spyOn(Logger.prototype, 'error');
  });
  afterEach(() => {
    expect(loggedErrors).not.toHaveBeenCalled();
    loggedErrors.mockRestore();
  });

  // superagent would serialise a Buffer as JSON ({"type":"Buffer",…}): send its bytes as they are.
  const raw = (bytes: unknown) => bytes as string;
  const login = { username: 'nobody@example.com', password: 'not-the-password' };
  const json = Buffer.from(JSON.stringify(login));
  const compress: Record<string, (body: Buffer) => Buffer> = {
    gzip: gzipSync,
    deflate: deflateSync,
    br: brotliCompressSync,
  };

  describe('Content-Encoding', () => {
    it.each(Object.keys(compress))('reads a %s body', async (encoding) => {
      const response = await t.http
        .post('/studio/auth/login')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .serialize(raw)
        .send(compress[encoding](json));
      // The credentials were read (and are wrong): the body was decoded.
      expectProblem(response, 401, 'INVALID_CREDENTIALS');
    });

    it.each(
      Object.keys(compress).flatMap((encoding) => [
        [encoding, 'bytes that are not compressed', Buffer.from('{"username":"a","password":"b"}')],
        [encoding, 'a truncated stream', compress[encoding](json).subarray(0, 12)],
      ]),
    )('answers a corrupt %s body (%s) with 400', async (encoding, _what, bytes) => {
      for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
        const response = await t.http
          .post('/studio/auth/login')
          .set('Content-Type', type)
          .set('Content-Encoding', encoding)
          .serialize(raw)
          .send(bytes);
        const body = expectProblem(response, 400, 'VALIDATION_FAILED');
        expect(body.detail).toBe(
          'The request body could not be decompressed as its Content-Encoding says.',
        );
      }
    });

    it.each(['compress', 'x-gzip', 'gzip, gzip', 'identity, gzip', 'unknown'])(
      'answers an unsupported Content-Encoding (%s) with 415',
      async (encoding) => {
        const response = await t.http
          .post('/studio/auth/login')
          .set('Content-Type', 'application/json')
          .set('Content-Encoding', encoding)
          .send(json);
        const body = expectProblem(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
        expect(body.detail).toBe('The request body encoding is not supported.');
      },
    );

    it('answers a compressed body of a type the parsers do not decode (multipart) with 415', async () => {
      const response = await t.http
        .post('/studio/media/upload')
        .set(bearer(admin.accessToken))
        .set('Content-Type', 'multipart/form-data; boundary=x')
        .set('Content-Encoding', 'gzip')
        .serialize(raw)
        .send(gzipSync('--x\r\nContent-Disposition: form-data; name="alt"\r\n\r\nA\r\n--x--\r\n'));
      expectProblem(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    });
  });

  describe('reserved keys (__proto__, constructor, prototype)', () => {
    it.each([
      ['__proto__', '{"username":"a@example.com","password":"x","__proto__":{"isAdmin":true}}'],
      ['constructor', '{"username":"a@example.com","password":"x","constructor":{"a":1}}'],
      ['prototype', '{"username":"a@example.com","password":"x","prototype":1}'],
      ['grant.__proto__', '{"username":"a@example.com","password":"x","grant":{"__proto__":1}}'],
      ['a.b[0].constructor', '{"a":{"b":[{"constructor":{"prototype":{"x":1}}}]}}'],
    ])('refuses a JSON body with %s, naming it', async (key, text) => {
      const response = await t.http
        .post('/studio/auth/login')
        .set('Content-Type', 'application/json')
        .send(text);
      const body = expectProblem(response, 400, 'VALIDATION_FAILED');
      expect(body.errors).toEqual([
        { field: key, message: 'is a reserved name (__proto__, constructor, prototype)' },
      ]);
    });

    it('refuses them on every studio write, the JSON gzipped too', async () => {
      const response = await t.http
        .post('/studio/ships')
        .set(bearer(admin.accessToken))
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', 'gzip')
        .serialize(raw)
        .send(gzipSync('{"name":"Ship","prototype":{"polluted":true}}'));
      const body = expectProblem(response, 400, 'VALIDATION_FAILED');
      expect(body.errors).toEqual([
        { field: 'prototype', message: 'is a reserved name (__proto__, constructor, prototype)' },
      ]);
    });

    it.each([
      ['__proto__', 'username=a%40example.com&password=x&__proto__=1'],
      ['__proto__', 'username=a%40example.com&password=x&%5F%5Fproto%5F%5F=1'],
      ['constructor', 'username=a%40example.com&password=x&constructor=1'],
      ['prototype', 'prototype=1&username=a%40example.com&password=x'],
      ['a[__proto__]', 'username=a%40example.com&password=x&a[__proto__]=1'],
    ])('refuses a form body with %s, naming it', async (key, text) => {
      const response = await t.http.post('/studio/auth/login').type('form').send(text);
      const body = expectProblem(response, 400, 'VALIDATION_FAILED');
      expect(body.errors).toEqual([
        { field: key, message: 'is a reserved name (__proto__, constructor, prototype)' },
      ]);
    });

    it.each(['__proto__', 'constructor', 'prototype', 'alt[constructor]'])(
      'refuses a multipart text field %s, naming it',
      async (name) => {
        const response = await t.http
          .post('/studio/media/upload')
          .set(bearer(admin.accessToken))
          .field('filename', 'reserved')
          .field(name, 'x')
          .attach('file', Buffer.from('not an image'), {
            filename: 'a.jpg',
            contentType: 'image/jpeg',
          });
        const body = expectProblem(response, 400, 'VALIDATION_FAILED');
        expect(body.errors).toEqual([
          {
            field: name.replace(/\[(\w+)\]/, '.$1'),
            message: 'is a reserved name (__proto__, constructor, prototype)',
          },
        ]);
      },
    );

    it('still accepts those words as values and inside longer keys', async () => {
      const response = await t.http
        .post('/studio/auth/login')
        .type('form')
        .send({ username: 'constructor@example.com', password: '__proto__ prototype' });
      expectProblem(response, 401, 'INVALID_CREDENTIALS');
    });
  });
});
