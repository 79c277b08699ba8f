import {
  CreateBucketCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { findFreePort } from '@/database/embedded-postgres';
import { StorageUnavailableError } from '@/common/errors';
import { MediaStorage } from '@/modules/media/storage/media-storage';
import { describeImage, image } from './factories/images.factory';
import { bearer, createUserWithTokens, UserWithTokens } from './factories/users.factory';
import { expectProblem } from './support/problem';
import { createTestApp, TestApp } from './support/test-app';

// Each case starts an application (and the S3 client retries once) on a shared 2-core machine.
jest.setTimeout(90_000);

const FIELDS = { content_type: 'theme-parks', slug: 'magic-kingdom', filename: 'castle' };
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const BUCKET = 'guide-media';

/** The s3 driver against a real S3-protocol server (s3rver) started by the test, not a mock. */
describe('POST /studio/media/upload (s3 storage)', () => {
  let directory: string;
  let server: S3rver;
  let endpoint: string;
  let s3: S3Client;

  const s3Env = (overrides: Record<string, string> = {}) => ({
    STORAGE_DRIVER: 's3',
    S3_BUCKET: BUCKET,
    S3_REGION: 'eu-west-1',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    MEDIA_URL: `${endpoint}/${BUCKET}`,
    MEDIA_AVIF: 'true',
    ...overrides,
  });

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 's3rver-'));
    server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    s3 = new S3Client({
      region: 'eu-west-1',
      endpoint,
      forcePathStyle: true,
      credentials: CREDENTIALS,
    });
    await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
  });
  /** The key of the largest WebP: its URL without MEDIA_URL. */
  const largestKey = (data: { url: string }) => data.url.slice(`${endpoint}/${BUCKET}/`.length);

  /** Keys in the bucket under a prefix, sorted. */
  async function objectKeys(prefix: string): Promise<string[]> {
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
    return (listed.Contents ?? []).map((o) => o.Key!).sort();
  }

  afterAll(async () => {
    s3.destroy();
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  describe('with the bucket reachable', () => {
    let t: TestApp;
    let editor: UserWithTokens;

    beforeAll(async () => {
      t = await createTestApp({ env: s3Env() });
      editor = await createUserWithTokens(t, { role: 'editor' });
    });
    afterAll(() => t.close());

    it('puts the WebP object with its Content-Type and Cache-Control, and answers its public url', async () => {
      const response = await t.http
        .post('/studio/media/upload')
        .set(bearer(editor.accessToken))
        .field(FIELDS)
        .attach('file', await image('png', { width: 120, height: 90 }), 'castle.png')
        .expect(200);
      const key = largestKey(response.body.data);
      expect(key).toMatch(/^images\/theme-parks\/magic-kingdom\/castle\.[0-9a-f]{16}\.120w\.webp$/);
      expect(response.body.data).toEqual(
        expect.objectContaining({
          url: `${endpoint}/${BUCKET}/${key}`,
          key: 'images/theme-parks/magic-kingdom/castle.webp',
          size: expect.any(Number),
          width: 120,
          height: 90,
        }),
      );

      const head = await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
      expect(head.ContentType).toBe('image/webp');
      expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
      expect(head.ContentLength).toBe(response.body.data.size);

      const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
      const bytes = Buffer.from(await object.Body!.transformToByteArray());
      expect(await sharp(bytes).metadata()).toEqual(
        expect.objectContaining({ format: 'webp', width: 120, height: 90 }),
      );

      // The public url answers (the S3 server serves the bucket path-style).
      const served = await fetch(response.body.data.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
    });

    it('stores every variant as an object of its format and size, and DELETE removes them all', async () => {
      const fields = { ...FIELDS, slug: 'epcot', filename: 'globe' };
      const response = await upload(
        t,
        editor,
        fields,
        await image('jpeg', { width: 1100, height: 550 }),
      );
      const data = response.body.data as UploadedImage;
      expect(data.variants.map((v) => `${v.format}:${v.width}x${v.height}`)).toEqual([
        'webp:320x160',
        'webp:640x320',
        'webp:1024x512',
        'webp:1100x550',
        'avif:320x160',
        'avif:640x320',
        'avif:1024x512',
        'avif:1100x550',
      ]);
      expect(await objectKeys('images/theme-parks/epcot/')).toEqual(storedKeys(data).sort());
      for (const variant of data.variants) {
        const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: variant.key }));
        expect(object.ContentType).toBe(`image/${variant.format}`);
        expect(object.CacheControl).toBe('public, max-age=31536000, immutable');
        const bytes = Buffer.from(await object.Body!.transformToByteArray());
        expect(bytes.length).toBe(variant.size);
        expect(await describeImage(bytes)).toEqual({
          format: variant.format,
          width: variant.width,
          height: variant.height,
          pages: 1,
        });
      }

      await t.http.delete(`/studio/media/${data.id}`).set(bearer(editor.accessToken)).expect(204);
      expect(await objectKeys('images/theme-parks/epcot/')).toEqual([]);
      await t.http.get(`/studio/media/${data.id}`).set(bearer(editor.accessToken)).expect(404);
    });

    it('replaces every object of the same key under new keys, keeping the old ones for the grace period', async () => {
      const fields = { ...FIELDS, slug: 'animal-kingdom', filename: 'tree' };
      const first = await upload(
        t,
        editor,
        fields,
        await image('png', { width: 700, height: 350 }),
      );
      const second = await upload(
        t,
        editor,
        fields,
        await image('png', { width: 500, height: 500 }),
      );
      const keys = (r: typeof first) => storedKeys(r.body.data as UploadedImage);
      const fullFrame = (r: typeof first) =>
        (r.body.data as UploadedImage).variants.map((v) => v.key);
      expect(fullFrame(second).filter((k) => fullFrame(first).includes(k))).toEqual([]);
      // Crops of the same bytes (solid images cut to the same size) keep their keys.
      expect(await objectKeys('images/theme-parks/animal-kingdom/')).toEqual(
        [...new Set([...keys(first), ...keys(second)])].sort(),
      );
    });

    it('leaves no record and no object when the store fails part-way through an upload', async () => {
      const storage = t.app.get(MediaStorage);
      const put = storage.put.bind(storage);
      let calls = 0;
      const spy = jest.spyOn(storage, 'put').mockImplementation((key, body, type) => {
        calls += 1;
        return calls === 4 ? Promise.reject(new StorageUnavailableError()) : put(key, body, type);
      });
      try {
        const response = await t.http
          .post('/studio/media/upload')
          .set(bearer(editor.accessToken))
          .field({ ...FIELDS, slug: 'hollywood-studios' })
          .attach('file', await image('jpeg', { width: 1100, height: 550 }), 'castle.jpg');
        expectProblem(response, 502, 'STORAGE_UNAVAILABLE');
        expect(calls).toBeGreaterThanOrEqual(4);
      } finally {
        spy.mockRestore();
      }
      expect(await objectKeys('images/theme-parks/hollywood-studios/')).toEqual([]);
      const list = await t.http
        .get('/studio/media?slug=hollywood-studios')
        .set(bearer(editor.accessToken))
        .expect(200);
      expect(list.body.total).toBe(0);
    });

    it('does not serve /media from the application with the s3 driver', async () => {
      await t.http.get('/media/images/theme-parks/magic-kingdom/castle.webp').expect(404);
    });

    it('still validates before touching the store', async () => {
      const response = await t.http
        .post('/studio/media/upload')
        .set(bearer(editor.accessToken))
        .field({ ...FIELDS, filename: '../castle' })
        .attach('file', await image('png'), 'castle.png');
      expectProblem(response, 400, 'VALIDATION_FAILED');
    });
  });

  describe('with MEDIA_REPLACED_GRACE_HOURS=0', () => {
    let t: TestApp;
    let editor: UserWithTokens;

    beforeAll(async () => {
      t = await createTestApp({ env: s3Env({ MEDIA_REPLACED_GRACE_HOURS: '0' }) });
      editor = await createUserWithTokens(t, { role: 'editor' });
    });
    afterAll(() => t.close());

    it('removes the replaced objects from the bucket once the replacement is published', async () => {
      const fields = { ...FIELDS, slug: 'typhoon-lagoon', filename: 'tower' };
      await upload(t, editor, fields, await image('png', { width: 700, height: 350 }));
      const second = await upload(
        t,
        editor,
        fields,
        await image('png', { width: 500, height: 500 }),
      );
      expect(await objectKeys('images/theme-parks/typhoon-lagoon/')).toEqual(
        storedKeys(second.body.data as UploadedImage).sort(),
      );
    });

    it('cuts new crops from the stored largest variant when the focal point changes', async () => {
      const fields = { ...FIELDS, slug: 'blizzard-beach', filename: 'slide' };
      const first = (await upload(t, editor, fields, await halves(700, 350))).body
        .data as UploadedImage;
      const moved = await t.http
        .patch(`/studio/media/${first.id}`)
        .set(bearer(editor.accessToken))
        .send({ focal_point: { x: 0, y: 0 } })
        .expect(200);
      const second = moved.body.data as UploadedImage;
      expect(second.variants).toEqual(first.variants);
      expect(second.crops.map((c) => c.key).filter((k) => storedKeys(first).includes(k))).toEqual(
        [],
      );
      // With no grace period the old crops go as soon as the new ones are published.
      expect(await objectKeys('images/theme-parks/blizzard-beach/')).toEqual(
        storedKeys(second).sort(),
      );
    });
  });

  describe('with the store down or misconfigured', () => {
    it.each([
      ['nothing listens at the endpoint', async () => ({ S3_ENDPOINT: await closedEndpoint() })],
      ['the bucket does not exist', () => Promise.resolve({ S3_BUCKET: 'no-such-bucket' })],
    ])('answers 502 STORAGE_UNAVAILABLE when %s', async (_name, overrides) => {
      const t = await createTestApp({ env: s3Env(await overrides()) });
      try {
        const { accessToken } = await createUserWithTokens(t, { role: 'admin' });
        const response = await t.http
          .post('/studio/media/upload')
          .set(bearer(accessToken))
          .field(FIELDS)
          .attach('file', await image('jpeg'), 'castle.jpg');
        const body = expectProblem(response, 502, 'STORAGE_UNAVAILABLE');
        expect(body.detail).toBe(
          'The media storage is unavailable; the image was not stored. Try again shortly.',
        );
        expect(JSON.stringify(response.body)).not.toContain(CREDENTIALS.secretAccessKey);
      } finally {
        await t.close();
      }
    });
  });
});

async function closedEndpoint(): Promise<string> {
  return `http://127.0.0.1:${await findFreePort()}`;
}

interface UploadedImage {
  id: string;
  key: string;
  variants: Array<{ key: string; format: string; width: number; height: number; size: number }>;
  crops: Array<{ key: string; format: string; width: number; height: number; aspect: string }>;
}

/** A PNG whose left half is red and right half blue: crops around different points differ. */
async function halves(width: number, height: number): Promise<Buffer> {
  const left = await sharp({
    create: { width: Math.floor(width / 2), height, channels: 3, background: '#ff0000' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

/** Every stored object of an image: its full-frame variants and its crops. */
const storedKeys = (data: UploadedImage): string[] =>
  [...data.variants, ...data.crops].map((v) => v.key);

async function upload(
  t: TestApp,
  user: UserWithTokens,
  fields: Record<string, string>,
  file: Buffer,
) {
  return t.http
    .post('/studio/media/upload')
    .set(bearer(user.accessToken))
    .field(fields)
    .attach('file', file, 'upload.bin')
    .expect(200);
}
