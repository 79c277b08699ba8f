import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { localMediaRoot } from '@/modules/media/storage/local-storage';
import { MediaStorage } from '@/modules/media/storage/media-storage';
import { BoundedWorkQueue } from '@/common/concurrency/bounded-work-queue';
import { StorageUnavailableError } from '@/common/errors';
import {
  animated,
  describeImage,
  image,
  jpegWithExif,
  pixelBomb,
  sidewaysJpeg,
} from './factories/images.factory';
import { bearer, createUserWithTokens, UserWithTokens } from './factories/users.factory';
import { expectProblem } from './support/problem';
import { createTestApp, TestApp } from './support/test-app';

// Image encoding is CPU-heavy; on a shared 2-core machine one upload can take seconds.
jest.setTimeout(90_000);

const FIELDS = { content_type: 'ships', slug: 'wonder-of-the-seas', filename: 'hero' };
const MEDIA_URL = 'https://cdn.example.com/media';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('POST /studio/media/upload (local storage)', () => {
  let t: TestApp;
  let admin: UserWithTokens;
  let editor: UserWithTokens;
  let jpeg: Buffer;

  beforeAll(async () => {
    // One slot and a short wait bound, so the queue's behaviour can be shown deterministically.
    t = await createTestApp({
      env: {
        MEDIA_URL,
        MEDIA_AVIF: 'true',
        MEDIA_CONCURRENCY: '1',
        MEDIA_QUEUE_TIMEOUT_MS: '1000',
      },
    });
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

  /** The key of the largest WebP: its URL without MEDIA_URL. */
  const largestKey = (data: { url: string }) => data.url.slice(MEDIA_URL.length + 1);

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

  /** Keys of the files stored under a folder of the media root. */
  function storedFiles(folder: string): string[] {
    const root = localMediaRoot(t.config.dataDir);
    const base = join(root, folder);
    if (!existsSync(base)) return [];
    return readdirSync(base, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)));
  }

  /** Takes every processing slot until released. */
  function occupy(queue: BoundedWorkQueue) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    for (let i = 0; i < queue.size; i++) void queue.run(() => held);
    return { release: () => release() };
  }

  describe('accepted images', () => {
    it('stores a JPEG as WebP and answers 200 with the image, its variants and placeholder', async () => {
      const response = await upload(FIELDS, { data: jpeg, name: 'IMG_2041.jpg' }).expect(200);
      const data = response.body.data;
      const key = data.variants[0].key as string;
      expect(key).toMatch(/^images\/ships\/wonder-of-the-seas\/hero\.[0-9a-f]{16}\.64w\.webp$/);
      expect(response.body).toEqual({
        data: {
          id: expect.stringMatching(UUID),
          url: `${MEDIA_URL}/${key}`,
          key: 'images/ships/wonder-of-the-seas/hero.webp',
          size: expect.any(Number),
          width: 64,
          height: 48,
          variants: [
            {
              url: `${MEDIA_URL}/${key}`,
              key,
              width: 64,
              height: 48,
              format: 'webp',
              size: data.size,
            },
            {
              url: `${MEDIA_URL}/${data.variants[1].key}`,
              key: expect.stringMatching(
                /^images\/ships\/wonder-of-the-seas\/hero\.[0-9a-f]{16}\.64w\.avif$/,
              ),
              width: 64,
              height: 48,
              format: 'avif',
              size: expect.any(Number),
            },
          ],
          // Cut from the 64×48 WebP: a 48×48 square and a 64×36 wide crop, in both formats.
          crops: (['webp', 'avif'] as const).flatMap((format) =>
            [
              { width: 48, height: 48, aspect: '1:1' },
              { width: 64, height: 36, aspect: '16:9' },
            ].map((crop) => ({
              ...crop,
              format,
              url: expect.stringMatching(
                new RegExp(
                  `^${MEDIA_URL}/images/ships/wonder-of-the-seas/hero\\.[0-9a-f]{16}\\.${crop.width}w\\.${format}$`,
                ),
              ),
              key: expect.any(String),
              size: expect.any(Number),
            })),
          ),
          placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
          dominant_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
          alt_text: null,
          caption: null,
          credit: null,
          copyright: null,
          focal_point: null,
          content_type: 'ships',
          slug: 'wonder-of-the-seas',
          filename: 'hero',
          original_name: 'IMG_2041.jpg',
          original_size: jpeg.length,
          original_format: 'jpeg',
          original_width: 64,
          original_height: 48,
          animated: false,
          uploaded_by: editor.user.id,
          uploaded_at: expect.any(String),
        },
      });
      const { response: served, bytes } = await fetchStored(key);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(bytes.length).toBe(data.size);
      expect(await describeImage(bytes)).toEqual({
        format: 'webp',
        width: 64,
        height: 48,
        pages: 1,
      });
      const avif = await fetchStored(data.variants[1].key);
      expect(avif.response.headers['content-type']).toBe('image/avif');
      expect(avif.bytes.length).toBe(data.variants[1].size);
      expect(await describeImage(avif.bytes)).toEqual({
        format: 'avif',
        width: 64,
        height: 48,
        pages: 1,
      });
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
        const { bytes } = await fetchStored(largestKey(response.body.data));
        expect((await sharp(bytes).metadata()).format).toBe('webp');
      },
    );

    it('strips EXIF and other metadata', async () => {
      const source = await jpegWithExif();
      expect((await sharp(source).metadata()).exif).toBeDefined();
      const response = await upload({ ...FIELDS, filename: 'exif' }, { data: source }).expect(200);
      const { bytes } = await fetchStored(largestKey(response.body.data));
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
      const { bytes } = await fetchStored(largestKey(response.body.data));
      const meta = await sharp(bytes, { animated: true }).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.pages).toBe(2);
      expect(meta.pageHeight).toBe(30);
      // AVIF variants are stills only, so an animated source gets WebP alone.
      expect(response.body.data).toEqual(
        expect.objectContaining({ animated: true, width: 40, height: 30 }),
      );
      expect(response.body.data.variants.map((v: { format: string }) => v.format)).toEqual([
        'webp',
      ]);
      const placeholder = await describeImage(dataUri(response.body.data.placeholder));
      expect(placeholder.pages).toBe(1);
    });

    it('shrinks a large image to fit 2560 px, keeping its aspect ratio', async () => {
      const wide = await image('png', { width: 3200, height: 800 });
      const response = await upload(
        { ...FIELDS, filename: 'wide' },
        { data: wide, name: 'wide.png', type: 'image/png' },
      ).expect(200);
      const { bytes } = await fetchStored(largestKey(response.body.data));
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height]).toEqual([2560, 640]);
    });

    it('replaces the object when the same key is uploaded again', async () => {
      const fields = { ...FIELDS, filename: 'replaced' };
      await upload(fields, { data: await image('jpeg', { width: 10, height: 10 }) }).expect(200);
      const second = await upload(fields, {
        data: await image('jpeg', { width: 20, height: 10 }),
      }).expect(200);
      const { bytes } = await fetchStored(largestKey(second.body.data));
      expect((await sharp(bytes).metadata()).width).toBe(20);
    });
  });

  describe('responsive variants', () => {
    it('makes WebP and AVIF at every configured width up to the source, never enlarged', async () => {
      const source = await image('jpeg', { width: 2600, height: 1300 });
      const response = await upload({ ...FIELDS, filename: 'wide-photo' }, { data: source }).expect(
        200,
      );
      const data = response.body.data;
      const widths = [320, 640, 1024, 1600, 2560];
      const expected = [
        ...widths.map((width) => ({ format: 'webp', width, height: width / 2 })),
        ...widths.map((width) => ({ format: 'avif', width, height: width / 2 })),
      ];
      expect(
        data.variants.map((v: { format: string; width: number; height: number }) => ({
          format: v.format,
          width: v.width,
          height: v.height,
        })),
      ).toEqual(expected);
      expect([data.width, data.height]).toEqual([2560, 1280]);
      expect(data.variants[4]).toEqual(
        expect.objectContaining({ key: largestKey(data), url: data.url, size: data.size }),
      );
      for (const variant of data.variants as Array<{
        key: string;
        url: string;
        format: string;
        width: number;
        height: number;
        size: number;
      }>) {
        expect(variant.url).toBe(`${MEDIA_URL}/${variant.key}`);
        const { bytes } = await fetchStored(variant.key);
        expect(bytes.length).toBe(variant.size);
        expect(await describeImage(bytes)).toEqual({
          format: variant.format,
          width: variant.width,
          height: variant.height,
          pages: 1,
        });
      }
    });

    it('stores WebP variants only when AVIF is off (the default)', async () => {
      t.config.media.avif = false;
      try {
        const response = await upload(
          { ...FIELDS, filename: 'no-avif' },
          { data: await image('jpeg', { width: 700, height: 350 }) },
        ).expect(200);
        expect(
          response.body.data.variants.map((v: { format: string; width: number }) => [
            v.format,
            v.width,
          ]),
        ).toEqual([
          ['webp', 320],
          ['webp', 640],
          ['webp', 700],
        ]);
        expect(
          storedFiles('images/ships/wonder-of-the-seas').filter(
            (k) => k.endsWith('.avif') && k.includes('/no-avif.'),
          ),
        ).toEqual([]);
      } finally {
        t.config.media.avif = true;
      }
    });

    it('adds the source width when it lies between configured widths', async () => {
      const response = await upload(
        { ...FIELDS, filename: 'medium' },
        { data: await image('png', { width: 700, height: 350 }), name: 'm.png', type: 'image/png' },
      ).expect(200);
      const webp = response.body.data.variants.filter(
        (v: { format: string }) => v.format === 'webp',
      );
      expect(webp.map((v: { width: number }) => v.width)).toEqual([320, 640, 700]);
    });

    it('answers a placeholder under 1 KB that decodes as a tiny WebP, and the dominant colour', async () => {
      const red = await image('png', { width: 300, height: 200, color: '#d02020' });
      const response = await upload(
        { ...FIELDS, filename: 'red' },
        { data: red, name: 'red.png', type: 'image/png' },
      ).expect(200);
      const { placeholder, dominant_color: color } = response.body.data;
      expect(placeholder.length).toBeLessThan(1024);
      const decoded = await describeImage(dataUri(placeholder));
      expect(decoded).toEqual({ format: 'webp', width: 16, height: 11, pages: 1 });
      // The colour comes from a 16-level histogram: within one bin of the source colour.
      const channels = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
      [0xd0, 0x20, 0x20].forEach((expected, i) =>
        expect(Math.abs(channels[i] - expected)).toBeLessThanOrEqual(16),
      );
    });

    it('applies the EXIF orientation, then strips it', async () => {
      const response = await upload(
        { ...FIELDS, filename: 'sideways' },
        { data: await sidewaysJpeg(80, 40) },
      ).expect(200);
      expect(response.body.data).toEqual(
        expect.objectContaining({ width: 40, height: 80, original_width: 40, original_height: 80 }),
      );
      const { bytes } = await fetchStored(largestKey(response.body.data));
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height, meta.orientation]).toEqual([40, 80, undefined]);
    });

    it('replaces every variant of the same key under new keys, keeps the id and keeps the old set for the grace period', async () => {
      const fields = { ...FIELDS, content_type: 'ports', slug: 'replace-me', filename: 'hero' };
      const first = await upload(fields, {
        data: await image('jpeg', { width: 700, height: 350 }),
      }).expect(200);
      const second = await upload(fields, {
        data: await image('jpeg', { width: 400, height: 400 }),
      }).expect(200);
      expect(second.body.data.id).toBe(first.body.data.id);
      const keys = (data: { variants: Array<{ key: string }>; crops: Array<{ key: string }> }) =>
        [...data.variants, ...data.crops].map((v) => v.key);
      const fullFrame = (data: { variants: Array<{ key: string }> }) =>
        data.variants.map((v) => v.key);
      expect(
        fullFrame(second.body.data).filter((k) => fullFrame(first.body.data).includes(k)),
      ).toEqual([]);
      // Crops of the same bytes (solid images cut to the same size) keep their keys.
      expect(storedFiles('images/ports/replace-me').sort()).toEqual(
        [...new Set([...keys(first.body.data), ...keys(second.body.data)])].sort(),
      );
      for (const key of keys(first.body.data)) {
        expect((await fetchStored(key)).response.status).toBe(200);
      }
      const { bytes } = await fetchStored(largestKey(second.body.data));
      expect((await sharp(bytes).metadata()).width).toBe(400);
      const list = await t.http
        .get('/studio/media?content_type=ports&slug=replace-me')
        .set(bearer(editor.accessToken))
        .expect(200);
      expect(list.body.total).toBe(1);
    });
  });

  describe('media library', () => {
    const LIBRARY = { content_type: 'theme-parks', slug: 'library-park' };
    let uploaded: Array<{ id: string; filename: string }>;

    beforeAll(async () => {
      uploaded = [];
      for (const filename of ['first', 'second', 'third']) {
        const response = await upload(
          { ...LIBRARY, filename },
          { data: await image('png', { width: 30, height: 20 }), name: 'x.png', type: 'image/png' },
        ).expect(200);
        uploaded.push({ id: response.body.data.id, filename });
      }
      await upload(
        { content_type: 'theme-parks', slug: 'other-park', filename: 'first' },
        { data: jpeg },
      ).expect(200);
    });

    it('GET /studio/media lists records newest first, filtered by content type and slug, paginated', async () => {
      const page = await t.http
        .get('/studio/media?content_type=theme-parks&slug=library-park&limit=2')
        .set(bearer(editor.accessToken))
        .expect(200);
      expect(page.body).toEqual({
        data: [
          expect.objectContaining({ id: uploaded[2].id, filename: 'third' }),
          expect.objectContaining({ id: uploaded[1].id, filename: 'second' }),
        ],
        total: 3,
        skip: 0,
        limit: 2,
      });
      const rest = await t.http
        .get('/studio/media?content_type=theme-parks&slug=library-park&skip=2')
        .set(bearer(admin.accessToken))
        .expect(200);
      expect(rest.body.data.map((m: { id: string }) => m.id)).toEqual([uploaded[0].id]);
      const byType = await t.http
        .get('/studio/media?content_type=theme-parks')
        .set(bearer(editor.accessToken))
        .expect(200);
      expect(byType.body.total).toBe(4);
      const none = await t.http
        .get('/studio/media?slug=no-such-slug')
        .set(bearer(editor.accessToken))
        .expect(200);
      expect(none.body).toEqual({ data: [], total: 0, skip: 0, limit: 20 });
    });

    it.each([
      ['content_type=Ships', 'content_type'],
      ['slug=../x', 'slug'],
      ['limit=101', 'limit'],
      ['skip=-1', 'skip'],
    ])('GET /studio/media?%s answers 400', async (query, field) => {
      const body = expectProblem(
        await t.http.get(`/studio/media?${query}`).set(bearer(editor.accessToken)),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.errors?.map((e) => e.field)).toEqual([field]);
    });

    it('GET /studio/media/{id} answers the record with its variants; 404 unknown, 400 not a uuid', async () => {
      const response = await t.http
        .get(`/studio/media/${uploaded[0].id}`)
        .set(bearer(editor.accessToken))
        .expect(200);
      expect(response.body.data).toEqual(
        expect.objectContaining({
          id: uploaded[0].id,
          key: 'images/theme-parks/library-park/first.webp',
          width: 30,
          height: 20,
          original_format: 'png',
          variants: [
            expect.objectContaining({ format: 'webp', width: 30 }),
            expect.objectContaining({ format: 'avif', width: 30 }),
          ],
        }),
      );
      expectProblem(
        await t.http
          .get('/studio/media/00000000-0000-4000-8000-000000000000')
          .set(bearer(editor.accessToken)),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await t.http.get('/studio/media/not-a-uuid').set(bearer(editor.accessToken)),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('DELETE /studio/media/{id} removes the record and every stored object, and is audited', async () => {
      const target = uploaded[1];
      const before = await t.http
        .get(`/studio/media/${target.id}`)
        .set(bearer(editor.accessToken))
        .expect(200);
      const keys = before.body.data.variants.map((v: { key: string }) => v.key);
      expect(storedFiles('images/theme-parks/library-park')).toEqual(expect.arrayContaining(keys));

      await t.http.delete(`/studio/media/${target.id}`).set(bearer(editor.accessToken)).expect(204);

      for (const key of keys) expect((await fetchStored(key)).response.status).toBe(404);
      expect(
        storedFiles('images/theme-parks/library-park').filter((k) => k.includes('/second.')),
      ).toEqual([]);
      expectProblem(
        await t.http.get(`/studio/media/${target.id}`).set(bearer(editor.accessToken)),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await t.http.delete(`/studio/media/${target.id}`).set(bearer(editor.accessToken)),
        404,
        'NOT_FOUND',
      );
      const audit = await t.http
        .get('/studio/logs/audit?limit=100')
        .set(bearer(admin.accessToken))
        .expect(200);
      expect(audit.body.data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            action: 'delete',
            entity_type: 'media',
            entity_id: target.id,
            user_id: editor.user.id,
          }),
          expect.objectContaining({
            action: 'upload',
            entity_type: 'media',
            entity_id: target.id,
          }),
        ]),
      );
    });

    it('answers 401 without a token on every library route', async () => {
      const id = uploaded[0].id;
      expectProblem(await t.http.get('/studio/media'), 401, 'UNAUTHORIZED');
      expectProblem(await t.http.get(`/studio/media/${id}`), 401, 'UNAUTHORIZED');
      expectProblem(await t.http.delete(`/studio/media/${id}`), 401, 'UNAUTHORIZED');
    });
  });

  describe('bounded processing', () => {
    it('makes an upload over the limit wait for a free slot, then processes it', async () => {
      const queue = t.app.get(BoundedWorkQueue);
      const slots = occupy(queue);
      try {
        const pending = upload({ ...FIELDS, filename: 'waited' }, { data: jpeg }).then((r) => r);
        await until(() => queue.load.waiting === 1);
        slots.release();
        const response = await pending;
        expect(response.status).toBe(200);
        expect(response.body.data.key).toBe('images/ships/wonder-of-the-seas/waited.webp');
      } finally {
        slots.release();
      }
    });

    it('answers 503 with Retry-After to an upload that waited too long, storing nothing', async () => {
      const queue = t.app.get(BoundedWorkQueue);
      const slots = occupy(queue);
      try {
        const response = await upload({ ...FIELDS, slug: 'too-busy' }, { data: jpeg });
        const body = expectProblem(response, 503, 'SERVICE_UNAVAILABLE');
        expect(body.detail).toMatch(/busy/);
        expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      } finally {
        slots.release();
      }
      expect(storedFiles('images/ships/too-busy')).toEqual([]);
      const list = await t.http
        .get('/studio/media?slug=too-busy')
        .set(bearer(editor.accessToken))
        .expect(200);
      expect(list.body.total).toBe(0);
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

    it('leaves no record and no variant behind when the last write of a set fails', async () => {
      // 700 px wide: WebP and AVIF at 320, 640 and 700, six objects; the sixth write fails.
      const storage = t.app.get(MediaStorage);
      const put = storage.put.bind(storage);
      let calls = 0;
      const spy = jest.spyOn(storage, 'put').mockImplementation((key, body, type) => {
        calls += 1;
        return calls === 6 ? Promise.reject(new StorageUnavailableError()) : put(key, body, type);
      });
      try {
        const response = await upload(
          { ...FIELDS, slug: 'half-written' },
          { data: await image('jpeg', { width: 700, height: 350 }) },
        );
        expectProblem(response, 502, 'STORAGE_UNAVAILABLE');
      } finally {
        spy.mockRestore();
      }
      expect(calls).toBe(6);
      expect(storedFiles('images/ships/half-written')).toEqual([]);
      const list = await t.http
        .get('/studio/media?slug=half-written')
        .set(bearer(editor.accessToken))
        .expect(200);
      expect(list.body.total).toBe(0);
    });

    it('keeps the previous image and record whole when a replacement fails part-way', async () => {
      const fields = { ...FIELDS, slug: 'kept-whole' };
      const first = await upload(fields, {
        data: await image('jpeg', { width: 700, height: 350 }),
      }).expect(200);
      const storage = t.app.get(MediaStorage);
      const put = storage.put.bind(storage);
      let calls = 0;
      const spy = jest.spyOn(storage, 'put').mockImplementation((key, body, type) => {
        calls += 1;
        return calls === 3 ? Promise.reject(new StorageUnavailableError()) : put(key, body, type);
      });
      try {
        const failed = await upload(fields, {
          data: await image('jpeg', { width: 1200, height: 600 }),
        });
        expectProblem(failed, 502, 'STORAGE_UNAVAILABLE');
      } finally {
        spy.mockRestore();
      }
      const keys = [...first.body.data.variants, ...first.body.data.crops]
        .map((v: { key: string }) => v.key)
        .sort();
      expect(storedFiles('images/ships/kept-whole').sort()).toEqual(keys);
      const record = await t.http
        .get(`/studio/media/${first.body.data.id}`)
        .set(bearer(editor.accessToken))
        .expect(200);
      expect(record.body.data).toEqual({ ...first.body.data, used_by: [] });
    });
  });
});

function dataUri(uri: string): Buffer {
  const match = /^data:image\/webp;base64,([A-Za-z0-9+/=]+)$/.exec(uri);
  if (!match) throw new Error(`not a WebP data URI: ${uri.slice(0, 40)}`);
  return Buffer.from(match[1], 'base64');
}

async function until(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
