import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { localMediaRoot } from '../src/modules/media/storage/local-storage';
import { animated, image, jpegWithExif, pixelBomb } from './factories/images.factory';
import { bearer, createUserWithTokens, UserWithTokens } from './factories/users.factory';
import { expectProblem } from './support/problem';
import { createTestApp, TestApp } from './support/test-app';

// Image encoding is CPU-heavy; on a shared 2-core machine one upload can take seconds.
jest.setTimeout(90_000);

const FIELDS = { content_type: 'ships', slug: 'wonder-of-the-seas', filename: 'hero' };
const MEDIA_URL = 'https://cdn.example.com/media';

describe('POST /studio/media/upload (local storage)', () => {
  let t: TestApp;
  let admin: UserWithTokens;
  let editor: UserWithTokens;
  let jpeg: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ env: { MEDIA_URL } });
    admin = await createUserWithTokens(t, { role: 'admin' });
    editor = await createUserWithTokens(t, { role: 'editor' });
    jpeg = await image('jpeg');
  });
  afterAll(() => t.close());

  function upload(
    fields: Record<string, string> = FIELDS,
    file?: { data: Buffer; name?: string; type?: string; field?: string },
    token = editor.accessToken,
  ) {
    let request = t.http.post('/studio/media/upload').set(bearer(token));
    for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
    if (file) {
      request = request.attach(file.field ?? 'file', file.data, {
        filename: file.name ?? 'photo.jpg',
        contentType: file.type ?? 'image/jpeg',
      });
    }
    return request;
  }

  /** The stored object, read back through the public /media route. */
  async function fetchStored(key: string) {
    const response = await t.http
      .get(`/media/${key}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    return { response, bytes: response.body as Buffer };
  }

  describe('accepted images', () => {
    it('stores a JPEG as WebP and answers 200 {data: {url, key, size}}', async () => {
      const response = await upload(FIELDS, { data: jpeg }).expect(200);
      const key = 'images/ships/wonder-of-the-seas/hero.webp';
      expect(response.body).toEqual({
        data: { url: `${MEDIA_URL}/${key}`, key, size: expect.any(Number) },
      });
      const { response: served, bytes } = await fetchStored(key);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(bytes.length).toBe(response.body.data.size);
      const meta = await sharp(bytes).metadata();
      expect(meta).toEqual(expect.objectContaining({ format: 'webp', width: 64, height: 48 }));
    });

    it('lets admins upload too', async () => {
      await upload({ ...FIELDS, filename: 'by-admin' }, { data: jpeg }, admin.accessToken).expect(
        200,
      );
    });

    it.each(['png', 'webp', 'gif'] as const)(
      'accepts a %s, judged by its bytes whatever its name and declared type',
      async (format) => {
        const response = await upload(
          { ...FIELDS, filename: `from-${format}` },
          { data: await image(format), name: 'upload.bin', type: 'application/octet-stream' },
        ).expect(200);
        expect(response.body.data.key).toBe(`images/ships/wonder-of-the-seas/from-${format}.webp`);
        const { bytes } = await fetchStored(response.body.data.key);
        expect((await sharp(bytes).metadata()).format).toBe('webp');
      },
    );

    it('strips EXIF and other metadata', async () => {
      const source = await jpegWithExif();
      expect((await sharp(source).metadata()).exif).toBeDefined();
      const response = await upload({ ...FIELDS, filename: 'exif' }, { data: source }).expect(200);
      const { bytes } = await fetchStored(response.body.data.key);
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes(Buffer.from('Secret Photographer'))).toBe(false);
    });

    it.each(['gif', 'webp'] as const)('keeps the frames of an animated %s', async (format) => {
      const response = await upload(
        { ...FIELDS, filename: `animated-${format}` },
        { data: await animated(format), name: `a.${format}`, type: `image/${format}` },
      ).expect(200);
      const { bytes } = await fetchStored(response.body.data.key);
      const meta = await sharp(bytes, { animated: true }).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.pages).toBe(2);
      expect(meta.pageHeight).toBe(30);
    });

    it('shrinks a large image to fit 2560 px, keeping its aspect ratio', async () => {
      const wide = await image('png', { width: 3200, height: 800 });
      const response = await upload(
        { ...FIELDS, filename: 'wide' },
        { data: wide, name: 'wide.png', type: 'image/png' },
      ).expect(200);
      const { bytes } = await fetchStored(response.body.data.key);
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height]).toEqual([2560, 640]);
    });

    it('replaces the object when the same key is uploaded again', async () => {
      const fields = { ...FIELDS, filename: 'replaced' };
      await upload(fields, { data: await image('jpeg', { width: 10, height: 10 }) }).expect(200);
      const second = await upload(fields, {
        data: await image('jpeg', { width: 20, height: 10 }),
      }).expect(200);
      const { bytes } = await fetchStored(second.body.data.key);
      expect((await sharp(bytes).metadata()).width).toBe(20);
    });
  });

  describe('refused files', () => {
    it.each([
      ['text named .jpg', Buffer.from('just some text, not a picture'), 'photo.jpg', 'image/jpeg'],
      [
        'an SVG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
        'logo.svg',
        'image/svg+xml',
      ],
      ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'), 'doc.pdf', 'image/png'],
      ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png'],
      [
        'a JPEG header on garbage',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]),
        'broken.jpg',
        'image/jpeg',
      ],
    ])('answers 415 for %s', async (_name, data, name, type) => {
      const response = await upload(FIELDS, { data, name, type });
      expectProblem(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    });

    it('answers 415 for a TIFF, which sharp could read but the API does not accept', async () => {
      const tiff = await image('jpeg').then((j) => sharp(j).tiff().toBuffer());
      expectProblem(
        await upload(FIELDS, { data: tiff, name: 'x.jpg' }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
    });

    it('answers 413 for a file over 5 MB', async () => {
      const big = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024 + 1 - jpeg.length)]);
      const body = expectProblem(await upload(FIELDS, { data: big }), 413, 'PAYLOAD_TOO_LARGE');
      expect(body.detail).toMatch(/5 MB/);
    });

    it('answers 413 for a decompression bomb (too many pixels), without decoding it', async () => {
      const bomb = await pixelBomb();
      expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
      const body = expectProblem(
        await upload(FIELDS, { data: bomb, name: 'bomb.png', type: 'image/png' }),
        413,
        'PAYLOAD_TOO_LARGE',
      );
      expect(body.detail).toMatch(/pixels/);
    });

    it('answers 415 for a body that is not multipart/form-data', async () => {
      const response = await t.http
        .post('/studio/media/upload')
        .set(bearer(editor.accessToken))
        .send(FIELDS);
      expectProblem(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    });

    it('answers 400 for a multipart body without a boundary', async () => {
      const response = await t.http
        .post('/studio/media/upload')
        .set(bearer(editor.accessToken))
        .set('Content-Type', 'multipart/form-data')
        .send('garbage');
      expectProblem(response, 400, 'VALIDATION_FAILED');
    });

    it('answers 400 for a malformed multipart body', async () => {
      const response = await t.http
        .post('/studio/media/upload')
        .set(bearer(editor.accessToken))
        .set('Content-Type', 'multipart/form-data; boundary=xyz')
        .send('--xyz\r\nContent-Disposition: form-data; name="slug"\r\n\r\nabc');
      expectProblem(response, 400, 'VALIDATION_FAILED');
    });
  });

  describe('form fields', () => {
    it('answers 400 when the file is missing', async () => {
      const body = expectProblem(await upload(FIELDS), 400, 'VALIDATION_FAILED');
      expect(body.errors).toEqual([{ field: 'file', message: 'is required' }]);
    });

    it.each(['content_type', 'slug', 'filename'])(
      'answers 400 naming %s when it is missing',
      async (field) => {
        const fields: Record<string, string> = { ...FIELDS };
        delete fields[field];
        const body = expectProblem(await upload(fields, { data: jpeg }), 400, 'VALIDATION_FAILED');
        expect(body.errors).toEqual([{ field, message: 'is required' }]);
      },
    );

    it.each([
      ['filename', '../../../etc/passwd'],
      ['filename', '..'],
      ['filename', 'hero.jpg'],
      ['filename', 'a/b'],
      ['filename', 'a\\b'],
      ['slug', '../secrets'],
      ['slug', '%2e%2e'],
      ['content_type', '..'],
      ['content_type', 'Ships'],
      ['content_type', 'ships/../../x'],
      ['slug', ''],
      ['slug', 'with space'],
      ['filename', '-leading-dash'],
      ['filename', 'x'.repeat(201)],
      ['content_type', 'x'.repeat(51)],
    ])(
      'answers 400 for %s %j (traversal and anything but lowercase words)',
      async (field, value) => {
        const body = expectProblem(
          await upload({ ...FIELDS, [field]: value }, { data: jpeg }),
          400,
          'VALIDATION_FAILED',
        );
        expect(body.errors?.map((e) => e.field)).toEqual([field]);
      },
    );

    it('answers 400 for an unknown field, a file under another name, or two files', async () => {
      const unknown = expectProblem(
        await upload({ ...FIELDS, extra: 'x' }, { data: jpeg }),
        400,
        'VALIDATION_FAILED',
      );
      expect(unknown.errors?.map((e) => e.field)).toEqual(['extra']);
      expectProblem(await upload(FIELDS, { data: jpeg, field: 'image' }), 400, 'VALIDATION_FAILED');
      const twice = t.http
        .post('/studio/media/upload')
        .set(bearer(editor.accessToken))
        .field(FIELDS)
        .attach('file', jpeg, 'a.jpg')
        .attach('file', jpeg, 'b.jpg');
      expectProblem(await twice, 400, 'VALIDATION_FAILED');
    });
  });

  describe('access', () => {
    it('answers 401 without a token, before reading the body', async () => {
      const response = await t.http.post('/studio/media/upload').field(FIELDS);
      expectProblem(response, 401, 'UNAUTHORIZED');
    });
  });

  describe('GET /media', () => {
    it('answers 404 for unknown files, folders and paths leaving the media folder', async () => {
      writeFileSync(join(t.config.dataDir, 'outside.txt'), 'not for the public');
      for (const path of [
        '/media/images/ships/nope.webp',
        '/media/images',
        '/media/images/',
        '/media/../outside.txt',
        '/media/%2e%2e/outside.txt',
        '/media/..%2foutside.txt',
        '/media/images/..%2f..%2foutside.txt',
      ]) {
        const response = await t.http.get(path);
        expect({ path, status: response.status }).toEqual({ path, status: 404 });
        expect(response.text).not.toContain('not for the public');
      }
    });
  });

  describe('storage failures', () => {
    it('answers 502 STORAGE_UNAVAILABLE when the disk refuses the write', async () => {
      const root = localMediaRoot(t.config.dataDir);
      mkdirSync(join(root, 'images'), { recursive: true });
      // A file where the folder for the content type has to go: mkdir fails with ENOTDIR.
      writeFileSync(join(root, 'images', 'blocked'), '');
      const body = expectProblem(
        await upload({ ...FIELDS, content_type: 'blocked' }, { data: jpeg }),
        502,
        'STORAGE_UNAVAILABLE',
      );
      expect(body.detail).toMatch(/storage is unavailable/);
    });
  });
});
