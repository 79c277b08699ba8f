import { bearer, createUserWithTokens, UserWithTokens } from '../factories/users.factory';
import { createCategory, createGuide } from '../factories/content.factory';
import { createAttraction, createThemePark, uniqueSlug } from '../factories/parks.factory';
import { expectProblem } from '../support/problem';
import { createTestApp, TestApp } from '../support/test-app';

describe('guides', () => {
  let t: TestApp;
  let editor: UserWithTokens;
  const asEditor = () => bearer(editor.accessToken);

  beforeAll(async () => {
    t = await createTestApp();
    editor = await createUserWithTokens(t, { role: 'editor' });
  });
  afterAll(() => t.close());

  describe('GET /api/guides', () => {
    it('shows published guides whose time has come, newest first; filters by category', async () => {
      const older = await createGuide(t, { publishedAt: new Date(Date.now() - 86_400_000) });
      const newer = await createGuide(t);
      const draft = await createGuide(t, { status: 'draft', publishedAt: null });
      const scheduled = await createGuide(t, { publishedAt: new Date(Date.now() + 86_400_000) });
      const response = await t.http.get('/api/guides?limit=100').expect(200);
      expect(response.headers['cache-control']).toBe(
        'public, max-age=60, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400',
      );
      const ids = response.body.data.map((g: { id: string }) => g.id);
      expect(ids).toEqual(expect.arrayContaining([older.id, newer.id]));
      expect(ids).not.toContain(draft.id);
      expect(ids).not.toContain(scheduled.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));

      const category = await createCategory(t, {}, [
        { type: 'guide', id: older.id },
        { type: 'guide', id: draft.id },
      ]);
      const filtered = await t.http.get(`/api/guides?category=${category.slug}`).expect(200);
      expect(filtered.body.data.map((g: { id: string }) => g.id)).toEqual([older.id]);
      expectProblem(await t.http.get('/api/guides?limit=-1'), 400, 'VALIDATION_FAILED');
    });
  });

  describe('GET /api/guides/{slug}', () => {
    it('answers a published guide with categories and visible related records; 404 for drafts', async () => {
      const park = await createThemePark(t);
      const hiddenRide = await createAttraction(t, park, { isActive: false });
      const guide = await createGuide(t, { body: '## Rope drop\nGo early.' });
      const category = await createCategory(t, { name: 'Planning' }, [
        { type: 'guide', id: guide.id },
      ]);
      await t.http
        .patch(`/studio/guides/${guide.id}`)
        .set(asEditor())
        .send({
          related: [
            { type: 'theme_park', id: park.id },
            { type: 'attraction', id: hiddenRide.id },
          ],
        })
        .expect(200);
      const response = await t.http.get(`/api/guides/${guide.slug}`).expect(200);
      expect(response.body.data).toEqual(
        expect.objectContaining({
          body: '## Rope drop\nGo early.',
          status: 'published',
          published_at: expect.stringMatching(/Z$/),
          categories: [{ id: category.id, slug: category.slug, name: 'Planning' }],
          related: [
            { type: 'theme_park', id: park.id, slug: park.slug, name: park.name, title: park.name },
          ],
        }),
      );
      const studio = await t.http.get(`/studio/guides/${guide.id}`).set(asEditor()).expect(200);
      expect(studio.body.data.related).toHaveLength(2);
      const draft = await createGuide(t, { status: 'draft', publishedAt: null });
      expectProblem(await t.http.get(`/api/guides/${draft.slug}`), 404, 'NOT_FOUND');
    });

    it('lists categories by name and related records in the editor order, each guide its own', async () => {
      const [first, second] = [await createThemePark(t), await createThemePark(t)];
      const [guide, other] = [await createGuide(t), await createGuide(t)];
      const zeta = await createCategory(t, { name: `Zeta ${uniqueSlug('c')}` }, [
        { type: 'guide', id: guide.id },
      ]);
      const alpha = await createCategory(t, { name: `Alpha ${uniqueSlug('c')}` }, [
        { type: 'guide', id: guide.id },
        { type: 'guide', id: other.id },
      ]);
      await t.http
        .patch(`/studio/guides/${guide.id}`)
        .set(asEditor())
        .send({
          related: [
            { type: 'theme_park', id: second.id },
            { type: 'theme_park', id: first.id },
          ],
        })
        .expect(200);
      const { body } = await t.http.get(`/api/guides/${guide.slug}`).expect(200);
      expect(body.data.categories.map((c: { id: string }) => c.id)).toEqual([alpha.id, zeta.id]);
      expect(body.data.related.map((r: { id: string }) => r.id)).toEqual([second.id, first.id]);
      const { body: otherBody } = await t.http.get(`/api/guides/${other.slug}`).expect(200);
      expect(otherBody.data.categories.map((c: { id: string }) => c.id)).toEqual([alpha.id]);
      expect(otherBody.data.related).toEqual([]);
    });
  });

  describe('studio /studio/guides', () => {
    it('creates a draft (201), publishing sets published_at to now, lists drafts too', async () => {
      const category = await createCategory(t);
      const slug = uniqueSlug('plan');
      const created = await t.http
        .post('/studio/guides')
        .set(asEditor())
        .send({ title: 'A plan', slug, body: 'Text', category_ids: [category.id] })
        .expect(201);
      expect(created.body.data).toEqual(
        expect.objectContaining({
          slug,
          status: 'draft',
          published_at: null,
          categories: [expect.objectContaining({ id: category.id })],
          related: [],
        }),
      );
      const id = created.body.data.id as string;
      const drafts = await t.http
        .get('/studio/guides?status=draft&limit=100')
        .set(asEditor())
        .expect(200);
      expect(drafts.body.data.map((g: { id: string }) => g.id)).toContain(id);
      const before = Date.now();
      const published = await t.http
        .patch(`/studio/guides/${id}`)
        .set(asEditor())
        .send({ status: 'published', category_ids: [] })
        .expect(200);
      expect(Date.parse(published.body.data.published_at)).toBeGreaterThanOrEqual(before - 1000);
      expect(published.body.data.categories).toEqual([]);
      await t.http.get(`/api/guides/${slug}`).expect(200);
      await t.http.delete(`/studio/guides/${id}`).set(asEditor()).expect(204);
      expectProblem(await t.http.get(`/api/guides/${slug}`), 404, 'NOT_FOUND');
    });

    it('answers 400 for bad fields, unknown categories and unknown related records; 409 for a taken slug', async () => {
      const bad = expectProblem(
        await t.http
          .post('/studio/guides')
          .set(asEditor())
          .send({
            title: '',
            slug: uniqueSlug('g'),
            status: 'live',
            published_at: '2027-03-01 09:00',
            category_ids: ['nope'],
            related: [{ type: 'planet', id: 'x' }],
          }),
        400,
        'VALIDATION_FAILED',
      );
      expect(bad.errors?.map((e) => e.field).sort()).toEqual(
        [
          'category_ids',
          'published_at',
          'related[0].id',
          'related[0].type',
          'status',
          'title',
        ].sort(),
      );
      const unknownCategory = expectProblem(
        await t.http
          .post('/studio/guides')
          .set(asEditor())
          .send({
            title: 'T',
            slug: uniqueSlug('g'),
            category_ids: ['00000000-0000-4000-8000-000000000000'],
          }),
        400,
        'VALIDATION_FAILED',
      );
      expect(unknownCategory.errors).toEqual([
        { field: 'category_ids', message: 'refers to a category that does not exist' },
      ]);
      const unknownRelated = expectProblem(
        await t.http
          .post('/studio/guides')
          .set(asEditor())
          .send({
            title: 'T',
            slug: uniqueSlug('g'),
            related: [{ type: 'ship', id: '00000000-0000-4000-8000-000000000000' }],
          }),
        400,
        'VALIDATION_FAILED',
      );
      expect(unknownRelated.errors?.[0].field).toBe('related');
      const guide = await createGuide(t);
      expectProblem(
        await t.http.post('/studio/guides').set(asEditor()).send({ title: 'T', slug: guide.slug }),
        409,
        'CONFLICT',
      );
    });
  });
});
