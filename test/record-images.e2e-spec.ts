import { IMAGE_REFERENCES } from '@/modules/media/media-usage';
import { createGuide, createVideo } from './factories/content.factory';
import { createCruiseLine, createPort, createShip, UNKNOWN_ID } from './factories/cruise.factory';
import { image } from './factories/images.factory';
import {
  createAttraction,
  createDiningLocation,
  createResort,
  createSpecialEvent,
  createThemePark,
  uniqueSlug,
} from './factories/parks.factory';
import { bearer, createUserWithTokens, UserWithTokens } from './factories/users.factory';
import { expectProblem } from './support/problem';
import { createTestApp, TestApp } from './support/test-app';

// Image encoding is CPU-heavy; on a shared 2-core machine one upload can take seconds.
jest.setTimeout(120_000);

const MEDIA_URL = 'https://cdn.example.com/media';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A content-addressed variant URL: `<filename>.<16 hex>.<width>w.<format>`. */
const VARIANT_URL =
  /^https:\/\/cdn\.example\.com\/media\/images\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+\.[0-9a-f]{16}\.\d+w\.(webp|avif)$/;

interface Variant {
  url: string;
  width: number;
  height: number;
  format: 'webp' | 'avif';
}
interface PublicImage {
  id: string;
  url: string;
  width: number;
  height: number;
  alt: string | null;
  placeholder: string;
  dominant_color: string;
  variants: Variant[];
}

/** What a frontend builds from a public answer alone: one srcset per format. */
function srcset(img: PublicImage, format: 'webp' | 'avif'): string {
  return img.variants
    .filter((v) => v.format === format)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}

describe('images on catalogue records', () => {
  let t: TestApp;
  let editor: UserWithTokens;

  beforeAll(async () => {
    t = await createTestApp({ env: { MEDIA_URL, MEDIA_AVIF: 'true', MEDIA_WIDTHS: '320,640' } });
    editor = await createUserWithTokens(t, { role: 'editor' });
  });
  afterAll(() => t.close());

  async function upload(
    fields: { content_type: string; slug: string; filename: string; alt_text?: string },
    size = { width: 800, height: 400 },
  ) {
    const response = await t.http
      .post('/studio/media/upload')
      .set(bearer(editor.accessToken))
      .field(fields)
      .attach('file', await image('jpeg', size), 'photo.jpg')
      .expect(200);
    return response.body.data as { id: string; url: string; variants: Variant[] };
  }

  /** A variant URL fetched from the app, which serves MEDIA_URL's objects under /media. */
  const fetchMedia = (url: string) => t.http.get(url.slice(MEDIA_URL.length - '/media'.length));

  const studio = (method: 'post' | 'patch' | 'delete', path: string) =>
    t.http[method](path).set(bearer(editor.accessToken));

  describe('a ship and a theme park with a main image and a gallery', () => {
    it('embeds image objects in public lists and details, ready for srcset, every variant cached immutable', async () => {
      const line = await createCruiseLine(t);
      const slug = uniqueSlug('ship');
      const hero = await upload({
        content_type: 'ships',
        slug,
        filename: 'hero',
        alt_text: 'The ship at sea',
      });
      const deck = await upload(
        { content_type: 'ships', slug, filename: 'deck' },
        { width: 300, height: 300 },
      );
      const created = await studio('post', '/studio/ships')
        .send({
          name: 'Imagined of the Seas',
          slug,
          cruise_line_id: line.id,
          hero_image_id: hero.id,
          gallery_image_ids: [deck.id, hero.id],
        })
        .expect(201);
      expect(created.body.data.hero_image.id).toBe(hero.id);
      expect(created.body.data.gallery.map((g: PublicImage) => g.id)).toEqual([deck.id, hero.id]);

      const detail = await t.http.get(`/api/v1/ships/${slug}`).expect(200);
      const img = detail.body.data.hero_image as PublicImage;
      expect(img).toEqual({
        id: hero.id,
        url: hero.url,
        width: 640,
        height: 320,
        alt: 'The ship at sea',
        caption: null,
        credit: null,
        copyright: null,
        focal_point: null,
        placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
        dominant_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
        variants: [
          { url: expect.stringMatching(VARIANT_URL), width: 320, height: 160, format: 'webp' },
          { url: hero.url, width: 640, height: 320, format: 'webp' },
          { url: expect.stringMatching(VARIANT_URL), width: 320, height: 160, format: 'avif' },
          { url: expect.stringMatching(VARIANT_URL), width: 640, height: 320, format: 'avif' },
        ],
        // Cut from the 640×320 WebP: a 320×320 square, a 569×320 wide region.
        crops: (['webp', 'avif'] as const).flatMap((format) => [
          {
            url: expect.stringMatching(VARIANT_URL),
            width: 320,
            height: 320,
            format,
            aspect: '1:1',
          },
          {
            url: expect.stringMatching(VARIANT_URL),
            width: 320,
            height: 180,
            format,
            aspect: '16:9',
          },
          {
            url: expect.stringMatching(VARIANT_URL),
            width: 569,
            height: 320,
            format,
            aspect: '16:9',
          },
        ]),
      });
      expect(hero.url).toMatch(VARIANT_URL);
      expect(detail.body.data.gallery.map((g: PublicImage) => [g.id, g.width])).toEqual([
        [deck.id, 300],
        [hero.id, 640],
      ]);
      expect(srcset(img, 'webp')).toBe(`${img.variants[0].url} 320w, ${img.variants[1].url} 640w`);
      for (const variant of img.variants) {
        const served = await fetchMedia(variant.url).expect(200);
        expect(served.headers['cache-control']).toBe(IMMUTABLE);
        expect(served.headers['content-type']).toBe(`image/${variant.format}`);
      }

      const list = await t.http.get(`/api/v1/ships?cruise_line=${line.slug}`).expect(200);
      expect(list.body.data).toHaveLength(1);
      expect(list.body.data[0].hero_image).toEqual(img);
      expect(list.body.data[0]).not.toHaveProperty('gallery');
    });

    it('gives a theme park its images on create, and PATCH replaces or empties the gallery', async () => {
      const slug = uniqueSlug('park');
      const [a, b] = [
        await upload({ content_type: 'theme-parks', slug, filename: 'castle' }),
        await upload({ content_type: 'theme-parks', slug, filename: 'parade' }),
      ];
      const created = await studio('post', '/studio/theme-parks')
        .send({
          name: 'Imagined Kingdom',
          slug,
          city: 'Orlando',
          country: 'United States',
          timezone: 'America/New_York',
          hero_image_id: a.id,
          gallery_image_ids: [a.id, b.id],
        })
        .expect(201);
      const id = created.body.data.id as string;

      const detail = await t.http.get(`/api/v1/theme-parks/${slug}`).expect(200);
      expect(detail.body.data.hero_image.url).toBe(a.url);
      expect(detail.body.data.gallery.map((g: PublicImage) => g.id)).toEqual([a.id, b.id]);
      const list = await t.http.get('/api/v1/theme-parks').expect(200);
      const listed = list.body.data.find((p: { slug: string }) => p.slug === slug);
      expect(listed.hero_image.id).toBe(a.id);

      const reordered = await studio('patch', `/studio/theme-parks/${id}`)
        .send({ gallery_image_ids: [b.id] })
        .expect(200);
      expect(reordered.body.data.gallery.map((g: PublicImage) => g.id)).toEqual([b.id]);
      expect(reordered.body.data.hero_image.id).toBe(a.id);
      const unchanged = await studio('patch', `/studio/theme-parks/${id}`)
        .send({ name: 'Renamed Kingdom' })
        .expect(200);
      expect(unchanged.body.data.gallery.map((g: PublicImage) => g.id)).toEqual([b.id]);
      const cleared = await studio('patch', `/studio/theme-parks/${id}`)
        .send({ hero_image_id: null, gallery_image_ids: [] })
        .expect(200);
      expect(cleared.body.data.hero_image).toBeNull();
      expect(cleared.body.data.gallery).toEqual([]);
      const after = await t.http.get(`/api/v1/theme-parks/${slug}`).expect(200);
      expect([after.body.data.hero_image, after.body.data.gallery]).toEqual([null, []]);
    });

    it('keeps the main image and the gallery in the revision of the ship', async () => {
      const ship = await createShip(t);
      const img = await upload({ content_type: 'ships', slug: ship.slug, filename: 'audited' });
      await studio('patch', `/studio/ships/${ship.id}`)
        .send({ hero_image_id: img.id, gallery_image_ids: [img.id] })
        .expect(200);
      const list = await t.http
        .get(`/studio/ships/${ship.id}/revisions`)
        .set(bearer(editor.accessToken))
        .expect(200);
      const latest = await t.http
        .get(`/studio/ships/${ship.id}/revisions/${list.body.data[0].id}`)
        .set(bearer(editor.accessToken))
        .expect(200);
      expect(latest.body.data.record).toEqual(
        expect.objectContaining({
          hero_image_id: img.id,
          gallery: [{ ship_id: ship.id, position: 0, media_asset_id: img.id }],
        }),
      );
    });
  });

  describe('every resource that shows a picture', () => {
    const resources: Array<{
      name: string;
      studio: string;
      field: string;
      answer: string;
      gallery?: true;
      create: () => Promise<{ id: string; slug: string; publicPath: string }>;
    }> = [
      {
        name: 'cruise line',
        studio: 'cruise-lines',
        field: 'logo_image_id',
        answer: 'logo_image',
        create: async () => {
          const r = await createCruiseLine(t);
          return { ...r, publicPath: `/api/v1/cruise-lines/${r.slug}` };
        },
      },
      {
        name: 'port',
        gallery: true,
        studio: 'ports',
        field: 'hero_image_id',
        answer: 'hero_image',
        create: async () => {
          const r = await createPort(t);
          return { ...r, publicPath: `/api/v1/ports/${r.slug}` };
        },
      },
      {
        name: 'resort',
        gallery: true,
        studio: 'resorts',
        field: 'hero_image_id',
        answer: 'hero_image',
        create: async () => {
          const r = await createResort(t, await createThemePark(t));
          return { ...r, publicPath: `/api/v1/resorts/${r.slug}` };
        },
      },
      {
        name: 'attraction',
        gallery: true,
        studio: 'attractions',
        field: 'hero_image_id',
        answer: 'hero_image',
        create: async () => {
          const r = await createAttraction(t, await createThemePark(t));
          return { ...r, publicPath: `/api/v1/attractions/${r.slug}` };
        },
      },
      {
        name: 'special event',
        studio: 'events',
        field: 'hero_image_id',
        answer: 'hero_image',
        create: async () => {
          const r = await createSpecialEvent(t, await createThemePark(t));
          return { ...r, publicPath: `/api/v1/events/${r.slug}` };
        },
      },
      {
        name: 'dining location',
        studio: 'dining',
        field: 'hero_image_id',
        answer: 'hero_image',
        create: async () => {
          const park = await createThemePark(t);
          const r = await createDiningLocation(t, { themeParkId: park.id });
          return { ...r, publicPath: `/api/v1/dining/${r.slug}` };
        },
      },
      {
        name: 'guide',
        studio: 'guides',
        field: 'hero_image_id',
        answer: 'hero_image',
        create: async () => {
          const r = await createGuide(t);
          return { ...r, publicPath: `/api/guides/${r.slug}` };
        },
      },
      {
        name: 'video',
        studio: 'videos',
        field: 'thumbnail_image_id',
        answer: 'thumbnail_image',
        create: async () => {
          const r = await createVideo(t);
          return { ...r, publicPath: `/api/videos/${r.slug}` };
        },
      },
    ];

    it.each(resources)(
      '$name: PATCH $field (and its gallery) sets the image its public read embeds; an unknown or malformed id is a 400',
      async ({ studio: path, field, answer, gallery, create }) => {
        const record = await create();
        const before = await t.http.get(record.publicPath).expect(200);
        expect(before.body.data[answer]).toBeNull();

        const missing = await studio('patch', `/studio/${path}/${record.id}`).send({
          [field]: UNKNOWN_ID,
        });
        const problem = expectProblem(missing, 400, 'VALIDATION_FAILED');
        expect(problem.errors).toEqual([
          { field, message: 'refers to an image that does not exist' },
        ]);
        const malformed = await studio('patch', `/studio/${path}/${record.id}`).send({
          [field]: 'not-a-uuid',
        });
        expect(expectProblem(malformed, 400, 'VALIDATION_FAILED').errors).toEqual([
          { field, message: 'must be a UUID' },
        ]);

        const img = await upload({ content_type: path, slug: record.slug, filename: 'main' });
        const changes = gallery
          ? { [field]: img.id, gallery_image_ids: [img.id] }
          : { [field]: img.id };
        const written = await studio('patch', `/studio/${path}/${record.id}`)
          .send(changes)
          .expect(200);
        const after = await t.http.get(record.publicPath).expect(200);
        expect(after.body.data[answer]).toEqual(
          expect.objectContaining({ id: img.id, url: img.url, width: 640, height: 320 }),
        );
        expect(written.body.data[answer]).toEqual(after.body.data[answer]);
        if (gallery) {
          expect(after.body.data.gallery).toEqual([after.body.data[answer]]);
          expect(written.body.data.gallery).toEqual(after.body.data.gallery);
        } else {
          expect(after.body.data).not.toHaveProperty('gallery');
        }
      },
    );
  });

  describe('bad gallery ids', () => {
    it('answers 400 naming gallery_image_ids for an unknown id, a repeat, a non-list and too many', async () => {
      const ship = await createShip(t);
      const img = await upload({ content_type: 'ships', slug: ship.slug, filename: 'dup' });
      const cases: Array<[unknown, string]> = [
        [[UNKNOWN_ID], 'refers to an image that does not exist'],
        [[img.id, img.id], 'must not name an image twice'],
        ['not-a-list', 'must be an array of image ids'],
        [['nope'], 'must hold image ids (UUIDs)'],
        [Array.from({ length: 51 }, () => img.id), 'must hold at most 50 images'],
      ];
      for (const [value, message] of cases) {
        const response = await studio('patch', `/studio/ships/${ship.id}`).send({
          gallery_image_ids: value,
        });
        const problem = expectProblem(response, 400, 'VALIDATION_FAILED');
        expect(problem.errors).toEqual(
          expect.arrayContaining([{ field: 'gallery_image_ids', message }]),
        );
      }
    });
  });

  describe('replacing an image', () => {
    it('gives the record new URLs, while the old ones keep answering within the grace period', async () => {
      const ship = await createShip(t);
      const fields = {
        content_type: 'ships',
        slug: ship.slug,
        filename: 'replaced',
        alt_text: 'Kept',
      };
      const first = await upload(fields);
      await studio('patch', `/studio/ships/${ship.id}`)
        .send({ hero_image_id: first.id })
        .expect(200);
      // A replacement without alt_text keeps the image's text.
      const second = await upload(
        { content_type: fields.content_type, slug: fields.slug, filename: fields.filename },
        { width: 900, height: 300 },
      );
      expect(second.id).toBe(first.id);

      const detail = await t.http.get(`/api/v1/ships/${ship.slug}`).expect(200);
      const img = detail.body.data.hero_image as PublicImage;
      expect(img.url).toBe(second.url);
      expect(img.alt).toBe('Kept');
      const oldUrls = first.variants.map((v) => v.url);
      const newUrls = img.variants.map((v) => v.url);
      expect(newUrls.filter((u) => oldUrls.includes(u))).toEqual([]);
      for (const url of [...oldUrls, ...newUrls]) {
        const served = await fetchMedia(url).expect(200);
        expect(served.headers['cache-control']).toBe(IMMUTABLE);
      }
    });

    it('keeps the same URLs when the same bytes are uploaded again', async () => {
      const fields = { content_type: 'ships', slug: uniqueSlug('same'), filename: 'hero' };
      const first = await upload(fields);
      const second = await upload(fields);
      expect(second.variants.map((v) => v.url)).toEqual(first.variants.map((v) => v.url));
      for (const v of second.variants) await fetchMedia(v.url).expect(200);
    });
  });

  describe('PATCH /studio/media/{id}', () => {
    it('changes the alt text every record using the image answers', async () => {
      const ship = await createShip(t);
      const img = await upload({ content_type: 'ships', slug: ship.slug, filename: 'alt' });
      await studio('patch', `/studio/ships/${ship.id}`).send({ hero_image_id: img.id }).expect(200);
      const changed = await studio('patch', `/studio/media/${img.id}`)
        .send({ alt_text: 'Sunset over the pool deck' })
        .expect(200);
      expect(changed.body.data.alt_text).toBe('Sunset over the pool deck');
      const detail = await t.http.get(`/api/v1/ships/${ship.slug}`).expect(200);
      expect(detail.body.data.hero_image.alt).toBe('Sunset over the pool deck');
      const cleared = await studio('patch', `/studio/media/${img.id}`)
        .send({ alt_text: null })
        .expect(200);
      expect(cleared.body.data.alt_text).toBeNull();
    });

    it('answers 400 for a bad body, 404 for an unknown image, 401 without a token', async () => {
      const img = await upload({ content_type: 'ships', slug: uniqueSlug('bad'), filename: 'alt' });
      const long = await studio('patch', `/studio/media/${img.id}`).send({
        alt_text: 'x'.repeat(501),
      });
      expect(expectProblem(long, 400, 'VALIDATION_FAILED').errors).toEqual([
        { field: 'alt_text', message: 'must be at most 500 characters' },
      ]);
      expectProblem(
        await studio('patch', `/studio/media/${img.id}`).send({}),
        400,
        'VALIDATION_FAILED',
      );
      expectProblem(
        await studio('patch', `/studio/media/${UNKNOWN_ID}`).send({ alt_text: 'x' }),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await t.http.patch(`/studio/media/${img.id}`).send({ alt_text: 'x' }),
        401,
        'UNAUTHORIZED',
      );
    });
  });

  describe('DELETE /studio/media/{id} of an image in use', () => {
    it('answers 409 naming the records that use it, and deletes it once they no longer do', async () => {
      const ship = await createShip(t);
      const park = await createThemePark(t);
      const img = await upload({
        content_type: 'shared',
        slug: uniqueSlug('used'),
        filename: 'hero',
      });
      await studio('patch', `/studio/ships/${ship.id}`).send({ hero_image_id: img.id }).expect(200);
      await studio('patch', `/studio/theme-parks/${park.id}`)
        .send({ gallery_image_ids: [img.id] })
        .expect(200);

      const refused = expectProblem(
        await studio('delete', `/studio/media/${img.id}`),
        409,
        'CONFLICT',
      );
      expect(refused.detail).toBe(
        `Image '${img.id}' is used by ship '${ship.slug}' (main image), theme park '${park.slug}' (gallery); remove it from them before deleting it.`,
      );
      for (const v of img.variants) await fetchMedia(v.url).expect(200);

      await studio('patch', `/studio/ships/${ship.id}`).send({ hero_image_id: null }).expect(200);
      await studio('patch', `/studio/theme-parks/${park.id}`)
        .send({ gallery_image_ids: [] })
        .expect(200);
      await studio('delete', `/studio/media/${img.id}`).expect(204);
      for (const v of img.variants) await fetchMedia(v.url).expect(404);
    });

    it('names every column that refers to an image (the list the 409 reads)', async () => {
      const keys = await t.dataSource.query<Array<{ table: string; column: string }>>(
        `SELECT c.conrelid::regclass::text AS "table", a.attname AS "column"
           FROM pg_constraint c
           JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
          WHERE c.contype = 'f' AND c.confrelid = 'media_assets'::regclass
          ORDER BY 1, 2`,
      );
      expect(keys).toEqual(
        IMAGE_REFERENCES.map(({ table, column }) => ({ table, column })).sort((x, y) =>
          x.table.localeCompare(y.table),
        ),
      );
    });
  });
});

describe('replaced images with MEDIA_REPLACED_GRACE_HOURS=0', () => {
  let t: TestApp;
  let editor: UserWithTokens;

  beforeAll(async () => {
    t = await createTestApp({
      env: { MEDIA_URL, MEDIA_WIDTHS: '320', MEDIA_REPLACED_GRACE_HOURS: '0' },
    });
    editor = await createUserWithTokens(t, { role: 'editor' });
  });
  afterAll(() => t.close());

  it('removes the old variants once the replacement is published', async () => {
    // The factory draws the same pixels for the same size, so the same width means the same bytes.
    const upload = async (width: number) =>
      (
        await t.http
          .post('/studio/media/upload')
          .set(bearer(editor.accessToken))
          .field({ content_type: 'ships', slug: 'graceless', filename: 'hero' })
          .attach('file', await image('jpeg', { width, height: 200 }), 'photo.jpg')
          .expect(200)
      ).body.data as { url: string };
    const first = await upload(400);
    const second = await upload(500);
    const path = (url: string) => url.slice(MEDIA_URL.length - '/media'.length);
    await t.http.get(path(first.url)).expect(404);
    await t.http.get(path(second.url)).expect(200);

    // The first bytes again: the same content-addressed URL, written anew; the second set goes.
    const third = await upload(400);
    expect(third.url).toBe(first.url);
    await t.http.get(path(third.url)).expect(200);
    await t.http.get(path(second.url)).expect(404);
  });
});
