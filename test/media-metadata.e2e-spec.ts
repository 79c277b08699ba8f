import sharp from 'sharp';
import { createGuide } from './factories/content.factory';
import { createPort, createShip, UNKNOWN_ID } from './factories/cruise.factory';
import { image } from './factories/images.factory';
import { uniqueSlug } from './factories/parks.factory';
import { bearer, createUserWithTokens, UserWithTokens } from './factories/users.factory';
import { eventually } from './support/eventually';
import { expectProblem } from './support/problem';
import { createTestApp, TestApp } from './support/test-app';

// Image encoding is CPU-heavy; on a shared 2-core machine one upload can take seconds.
jest.setTimeout(120_000);

const MEDIA_URL = 'https://cdn.example.com/media';

interface Variant {
  url: string;
  width: number;
  height: number;
  format: 'webp' | 'avif';
}
interface Crop extends Variant {
  aspect: '1:1' | '16:9';
}
interface StudioImage {
  id: string;
  variants: Variant[];
  crops: Crop[];
  alt_text: string | null;
  caption: string | null;
  credit: string | null;
  copyright: string | null;
  focal_point: { x: number; y: number } | null;
  used_by?: Array<{ type: string; id: string; slug: string; name: string; field: string }>;
}

/**
 * 1600×400: a red band on the left quarter, white in the middle, a blue band on the right quarter;
 * a square crop (400×400 of the source) shows red, white or blue by where the focal point puts it.
 */
async function bandedJpeg(): Promise<Buffer> {
  const band = (color: string) =>
    sharp({ create: { width: 400, height: 400, channels: 3, background: color } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 1600, height: 400, channels: 3, background: '#ffffff' } })
    .composite([
      { input: await band('#ff0000'), left: 0, top: 0 },
      { input: await band('#0000ff'), left: 1200, top: 0 },
    ])
    .jpeg({ quality: 95 })
    .toBuffer();
}

describe('media metadata', () => {
  let t: TestApp;
  let editor: UserWithTokens;
  let admin: UserWithTokens;

  beforeAll(async () => {
    // Admins must enrol in two-factor sign-in first: the studio's 403 for a signed-in user.
    t = await createTestApp({
      env: { MEDIA_URL, MEDIA_WIDTHS: '320,640', STUDIO_REQUIRE_2FA: 'admins' },
    });
    editor = await createUserWithTokens(t, { role: 'editor' });
    admin = await createUserWithTokens(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  async function upload(slug: string, bytes?: Buffer): Promise<StudioImage> {
    const response = await t.http
      .post('/studio/media/upload')
      .set(bearer(editor.accessToken))
      .field({ content_type: 'ships', slug, filename: 'hero' })
      .attach('file', bytes ?? (await image('jpeg', { width: 800, height: 400 })), 'photo.jpg')
      .expect(200);
    return response.body.data as StudioImage;
  }

  const patchMedia = (id: string, body: unknown, token = editor.accessToken) =>
    t.http
      .patch(`/studio/media/${id}`)
      .set(bearer(token))
      .send(body as object);

  /** A variant's bytes, fetched from the app, which serves MEDIA_URL's objects under /media. */
  async function fetchVariant(url: string): Promise<Buffer> {
    const response = await t.http
      .get(url.slice(MEDIA_URL.length - '/media'.length))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    return response.body as Buffer;
  }

  /** The colour at the centre of a stored image, as the nearest of red, white and blue. */
  async function centreColour(url: string): Promise<'red' | 'white' | 'blue'> {
    const { data, info } = await sharp(await fetchVariant(url))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at =
      (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
    const [r, g, b] = [data[at], data[at + 1], data[at + 2]];
    if (r > 200 && g > 200 && b > 200) return 'white';
    if (r > 200) return 'red';
    if (b > 200) return 'blue';
    throw new Error(`unexpected colour ${r},${g},${b} at the centre of ${url}`);
  }

  const squareCrop = (img: StudioImage) =>
    img.crops.find((c) => c.aspect === '1:1' && c.format === 'webp')!;

  it('round-trips alt, caption, credit, copyright and focal point: studio, public record, audit, revision, event', async () => {
    const ship = await createShip(t);
    const img = await upload(ship.slug);
    expect(img).toMatchObject({
      alt_text: null,
      caption: null,
      credit: null,
      copyright: null,
      focal_point: null,
    });
    await t.http
      .patch(`/studio/ships/${ship.id}`)
      .set(bearer(editor.accessToken))
      .send({ hero_image_id: img.id })
      .expect(200);
    // Read (and cache) the public record before the change.
    const before = await t.http.get(`/api/v1/ships/${ship.slug}`).expect(200);
    expect(before.body.data.hero_image).toMatchObject({ caption: null, focal_point: null });

    const metadata = {
      alt_text: 'The ship at anchor',
      caption: 'Anchored off Cozumel at dawn.',
      credit: 'Photo: Jane Doe',
      copyright: '© 2026 Example Cruises',
      focal_point: { x: 0.25, y: 0.75 },
    };
    const changed = await patchMedia(img.id, metadata).expect(200);
    expect(changed.body.data).toMatchObject(metadata);
    expect(changed.body.data.used_by).toEqual([
      { type: 'ship', id: ship.id, slug: ship.slug, name: ship.name, field: 'hero_image_id' },
    ]);

    const studio = await t.http
      .get(`/studio/media/${img.id}`)
      .set(bearer(editor.accessToken))
      .expect(200);
    expect(studio.body.data).toMatchObject(metadata);

    // The media table is among the tables the ship's cached answer was read from.
    const hero = await eventually(async () => {
      const res = await t.http.get(`/api/v1/ships/${ship.slug}`).expect(200);
      const shown = res.body.data.hero_image as (StudioImage & { alt: string }) | null;
      return shown?.caption === metadata.caption ? shown : undefined;
    }, 'the public ship to show the new caption');
    expect(hero).toMatchObject({
      alt: metadata.alt_text,
      caption: metadata.caption,
      credit: metadata.credit,
      copyright: metadata.copyright,
      focal_point: metadata.focal_point,
    });
    expect(hero.crops.map((c) => c.url)).toEqual(
      (changed.body.data as StudioImage).crops.map((c) => c.url),
    );

    const [audit] = await t.dataSource.query(
      `SELECT action, user_id, changes FROM audit_entries
        WHERE entity_type = 'media' AND entity_id = $1 ORDER BY seq DESC LIMIT 1`,
      [img.id],
    );
    expect(audit).toMatchObject({ action: 'update', user_id: editor.user.id });
    expect(audit.changes).toMatchObject({ caption: metadata.caption });

    const revisions = await t.dataSource.query(
      `SELECT id, number, operation, data, changes FROM revisions
        WHERE resource = 'media' AND record_id = $1`,
      [img.id],
    );
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ operation: 'updated', number: 1 });
    expect(revisions[0].data).toMatchObject({ caption: metadata.caption, focal_x: 0.25 });
    expect(Object.keys(revisions[0].changes)).toEqual(
      expect.arrayContaining(['alt_text', 'caption', 'credit', 'copyright', 'focal_x', 'focal_y']),
    );

    const events = await t.dataSource.query(
      `SELECT type, revision_id, data, changed_fields FROM outbox_events WHERE record_id = $1`,
      [img.id],
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'media.updated', revision_id: revisions[0].id });
    expect(events[0].data).toMatchObject({ id: img.id, ...metadata });
    expect(events[0].changed_fields).toEqual(expect.arrayContaining(['caption', 'variants']));

    // A field left out keeps its value; null clears one.
    const cleared = await patchMedia(img.id, { caption: null }).expect(200);
    expect(cleared.body.data).toMatchObject({ ...metadata, caption: null });
  });

  it('cuts the crops around the focal point, and a new focal point gives new crops while the old keep answering', async () => {
    const img = await upload(uniqueSlug('banded'), await bandedJpeg());
    // Full-frame variants are not cropped: 4:1 like the upload.
    expect(img.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 80],
      [640, 160],
    ]);
    // Cut from the 640×160 WebP: a 160×160 square and a 284×160 wide crop.
    expect(img.crops.map((c) => [c.aspect, c.width, c.height, c.format])).toEqual([
      ['1:1', 160, 160, 'webp'],
      ['16:9', 284, 160, 'webp'],
    ]);
    expect(await centreColour(squareCrop(img).url)).toBe('white');

    const left = (await patchMedia(img.id, { focal_point: { x: 0, y: 0.5 } }).expect(200)).body
      .data as StudioImage;
    expect(squareCrop(left).url).not.toBe(squareCrop(img).url);
    expect(await centreColour(squareCrop(left).url)).toBe('red');
    expect(left.variants).toEqual(img.variants);

    const right = (await patchMedia(img.id, { focal_point: { x: 1, y: 0.5 } }).expect(200)).body
      .data as StudioImage;
    expect(await centreColour(squareCrop(right).url)).toBe('blue');
    // The replaced crops keep answering for MEDIA_REPLACED_GRACE_HOURS.
    expect(await centreColour(squareCrop(left).url)).toBe('red');

    const centred = (await patchMedia(img.id, { focal_point: null }).expect(200)).body
      .data as StudioImage;
    expect(centred.focal_point).toBeNull();
    expect(await centreColour(squareCrop(centred).url)).toBe('white');

    // A replacement of the image keeps the focal point and cuts its crops around it.
    await patchMedia(img.id, { focal_point: { x: 0.1, y: 0.5 } }).expect(200);
    const replaced = await upload(
      (await t.http.get(`/studio/media/${img.id}`).set(bearer(editor.accessToken))).body.data.slug,
      await bandedJpeg(),
    );
    expect(replaced).toMatchObject({ id: img.id, focal_point: { x: 0.1, y: 0.5 } });
    expect(await centreColour(squareCrop(replaced).url)).toBe('red');
  });

  it('lists the records that use the image: main image, gallery, guide cover', async () => {
    const ship = await createShip(t);
    const port = await createPort(t);
    const guide = await createGuide(t, { title: 'Cozumel in a day' });
    const img = await upload(uniqueSlug('used'));
    const studio = (path: string, body: object) =>
      t.http.patch(path).set(bearer(editor.accessToken)).send(body).expect(200);
    await studio(`/studio/ships/${ship.id}`, {
      hero_image_id: img.id,
      gallery_image_ids: [img.id],
    });
    await studio(`/studio/ports/${port.id}`, { gallery_image_ids: [img.id] });
    await studio(`/studio/guides/${guide.id}`, { hero_image_id: img.id });

    const response = await t.http
      .get(`/studio/media/${img.id}`)
      .set(bearer(editor.accessToken))
      .expect(200);
    expect(response.body.data.used_by).toEqual([
      { type: 'ship', id: ship.id, slug: ship.slug, name: ship.name, field: 'hero_image_id' },
      { type: 'ship', id: ship.id, slug: ship.slug, name: ship.name, field: 'gallery_image_ids' },
      { type: 'port', id: port.id, slug: port.slug, name: port.name, field: 'gallery_image_ids' },
      {
        type: 'guide',
        id: guide.id,
        slug: guide.slug,
        name: 'Cozumel in a day',
        field: 'hero_image_id',
      },
    ]);
    const unused = await upload(uniqueSlug('unused'));
    const none = await t.http
      .get(`/studio/media/${unused.id}`)
      .set(bearer(editor.accessToken))
      .expect(200);
    expect(none.body.data.used_by).toEqual([]);
  });

  it('answers 400 for bad input, naming the field, and changes nothing', async () => {
    const img = await upload(uniqueSlug('bad'));
    const cases: Array<[unknown, string]> = [
      [{ focal_point: { x: 1.5, y: 0.5 } }, 'focal_point.x'],
      [{ focal_point: { x: 0.5, y: -0.1 } }, 'focal_point.y'],
      [{ focal_point: { x: 0.5 } }, 'focal_point.y'],
      [{ focal_point: { x: '0.5', y: 0.5 } }, 'focal_point.x'],
      [{ focal_point: [0.5, 0.5] }, 'focal_point'],
      [{ focal_point: 'centre' }, 'focal_point'],
      [{ focal_point: { x: 0.5, y: 0.5, z: 1 } }, 'focal_point.z'],
      [{ caption: 'x'.repeat(1001) }, 'caption'],
      [{ credit: 'x'.repeat(301) }, 'credit'],
      [{ copyright: 'x'.repeat(301) }, 'copyright'],
      [{ alt_text: 'x'.repeat(501) }, 'alt_text'],
      [{ caption: 42 }, 'caption'],
      [{ credit: ['a'] }, 'credit'],
      [{ photographer: 'Jane' }, 'photographer'],
    ];
    for (const [body, field] of cases) {
      const problem = expectProblem(await patchMedia(img.id, body), 400, 'VALIDATION_FAILED');
      expect({ body, fields: problem.errors?.map((e) => e.field) }).toEqual({
        body,
        fields: expect.arrayContaining([field]),
      });
    }
    expectProblem(await patchMedia(img.id, {}), 400, 'VALIDATION_FAILED');
    expectProblem(await patchMedia('not-a-uuid', { caption: 'x' }), 400, 'VALIDATION_FAILED');
    const after = await t.http
      .get(`/studio/media/${img.id}`)
      .set(bearer(editor.accessToken))
      .expect(200);
    expect(after.body.data).toMatchObject({ caption: null, focal_point: null, crops: img.crops });
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM revisions WHERE resource = 'media' AND record_id = $1`,
      [img.id],
    );
    expect(n).toBe(0);
  });

  it('answers 404 for an unknown image, 401 without a token, 403 to an admin not yet enrolled in 2FA', async () => {
    expectProblem(await patchMedia(UNKNOWN_ID, { caption: 'x' }), 404, 'NOT_FOUND');
    expectProblem(
      await t.http.get(`/studio/media/${UNKNOWN_ID}`).set(bearer(editor.accessToken)),
      404,
      'NOT_FOUND',
    );
    const img = await upload(uniqueSlug('auth'));
    expectProblem(
      await t.http.patch(`/studio/media/${img.id}`).send({ caption: 'x' }),
      401,
      'UNAUTHORIZED',
    );
    expectProblem(await t.http.get(`/studio/media/${img.id}`), 401, 'UNAUTHORIZED');
    expectProblem(
      await patchMedia(img.id, { caption: 'x' }, admin.accessToken),
      403,
      'TWO_FACTOR_ENROLMENT_REQUIRED',
    );
    expectProblem(
      await t.http.get(`/studio/media/${img.id}`).set(bearer(admin.accessToken)),
      403,
      'TWO_FACTOR_ENROLMENT_REQUIRED',
    );
    const unchanged = await t.http
      .get(`/studio/media/${img.id}`)
      .set(bearer(editor.accessToken))
      .expect(200);
    expect(unchanged.body.data.caption).toBeNull();
  });
});
