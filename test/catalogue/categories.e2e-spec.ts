import { CategoryItem } from '@/modules/catalogue/content/categories/category-item.entity';
import { bearer, createUserWithTokens, UserWithTokens } from '../factories/users.factory';
import { createCategory, createGuide, createVideo } from '../factories/content.factory';
import { createAttraction, createThemePark, uniqueSlug } from '../factories/parks.factory';
import { expectProblem } from '../support/problem';
import { createTestApp, TestApp } from '../support/test-app';

describe('categories', () => {
  let t: TestApp;
  let editor: UserWithTokens;
  const asEditor = () => bearer(editor.accessToken);

  beforeAll(async () => {
    t = await createTestApp();
    editor = await createUserWithTokens(t, { role: 'editor' });
  });
  afterAll(() => t.close());

  it('GET /api/categories lists all categories by name, paginated', async () => {
    const b = await createCategory(t, { name: 'B category' });
    const a = await createCategory(t, { name: 'A category' });
    const response = await t.http.get('/api/categories?limit=100').expect(200);
    const ids = response.body.data.map((c: { id: string }) => c.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(response.body.data[0]).not.toHaveProperty('items');
    expectProblem(await t.http.get('/api/categories?limit=101'), 400, 'VALIDATION_FAILED');
  });

  it('GET /api/categories/{slug} nests visible content grouped by type', async () => {
    const park = await createThemePark(t, { name: 'Zeta Park' });
    const ride = await createAttraction(t, park, { name: 'Alpha Ride' });
    const hiddenRide = await createAttraction(t, park, { isActive: false });
    const guide = await createGuide(t, { title: 'Guide' });
    const draft = await createGuide(t, { status: 'draft', publishedAt: null });
    const video = await createVideo(t, { isPublished: false });
    const category = await createCategory(t, { name: 'Thrills' }, [
      { type: 'theme_park', id: park.id },
      { type: 'attraction', id: ride.id },
      { type: 'attraction', id: hiddenRide.id },
      { type: 'guide', id: guide.id },
      { type: 'guide', id: draft.id },
      { type: 'video', id: video.id },
    ]);
    const response = await t.http.get(`/api/categories/${category.slug}`).expect(200);
    expect(response.body.data).toEqual(
      expect.objectContaining({
        id: category.id,
        name: 'Thrills',
        groups: [
          {
            type: 'guide',
            total: 1,
            items: [
              { type: 'guide', id: guide.id, slug: guide.slug, name: 'Guide', title: 'Guide' },
            ],
          },
          {
            type: 'theme_park',
            total: 1,
            items: [
              {
                type: 'theme_park',
                id: park.id,
                slug: park.slug,
                name: 'Zeta Park',
                title: 'Zeta Park',
              },
            ],
          },
          {
            type: 'attraction',
            total: 1,
            items: [
              {
                type: 'attraction',
                id: ride.id,
                slug: ride.slug,
                name: 'Alpha Ride',
                title: 'Alpha Ride',
              },
            ],
          },
        ],
      }),
    );
    expectProblem(await t.http.get('/api/categories/unknown-category'), 404, 'NOT_FOUND');
    expectProblem(await t.http.get('/api/categories/UPPER'), 404, 'NOT_FOUND');
    expectProblem(await t.http.get('/api/categories/a_b'), 400, 'VALIDATION_FAILED');
  });

  it('keeps each nested group to 50 records but counts them all', async () => {
    const park = await createThemePark(t);
    const rides = [];
    for (let i = 0; i < 55; i++) rides.push(await createAttraction(t, park));
    const category = await createCategory(
      t,
      {},
      rides.map((r) => ({ type: 'attraction' as const, id: r.id })),
    );
    const response = await t.http.get(`/api/categories/${category.slug}`).expect(200);
    expect(response.body.data.groups).toEqual([
      expect.objectContaining({ type: 'attraction', total: 55 }),
    ]);
    expect(response.body.data.groups[0].items).toHaveLength(50);
  });

  describe('studio /studio/categories', () => {
    it('creates with tagged items (201), replaces them on PATCH, deletes (204) with its tags', async () => {
      const park = await createThemePark(t);
      const guide = await createGuide(t, { status: 'draft', publishedAt: null });
      const slug = uniqueSlug('family');
      const created = await t.http
        .post('/studio/categories')
        .set(asEditor())
        .send({
          name: 'Family',
          slug,
          description: 'For all ages',
          items: [
            { type: 'theme_park', id: park.id },
            { type: 'guide', id: guide.id },
            { type: 'guide', id: guide.id },
          ],
        })
        .expect(201);
      expect(created.body.data.items).toHaveLength(2);
      const id = created.body.data.id as string;
      const updated = await t.http
        .patch(`/studio/categories/${id}`)
        .set(asEditor())
        .send({ items: [{ type: 'guide', id: guide.id }], description: null })
        .expect(200);
      expect(updated.body.data).toEqual(
        expect.objectContaining({
          description: null,
          items: [
            {
              type: 'guide',
              id: guide.id,
              slug: guide.slug,
              name: guide.title,
              title: guide.title,
            },
          ],
        }),
      );
      await t.http.get(`/studio/categories?limit=100`).set(asEditor()).expect(200);
      await t.http.delete(`/studio/categories/${id}`).set(asEditor()).expect(204);
      expect(await t.dataSource.getRepository(CategoryItem).countBy({ categoryId: id })).toBe(0);
    });

    it('answers 400 for unknown types and records, 409 for a taken slug', async () => {
      const typeBody = expectProblem(
        await t.http
          .post('/studio/categories')
          .set(asEditor())
          .send({ name: 'C', slug: uniqueSlug('c'), items: [{ type: 'planet', id: 'x' }, 'x'] }),
        400,
        'VALIDATION_FAILED',
      );
      expect(typeBody.errors?.map((e) => e.field)).toEqual(
        expect.arrayContaining(['items[0].type', 'items[0].id']),
      );
      const missing = expectProblem(
        await t.http
          .post('/studio/categories')
          .set(asEditor())
          .send({
            name: 'C',
            slug: uniqueSlug('c'),
            items: [{ type: 'video', id: '00000000-0000-4000-8000-000000000000' }],
          }),
        400,
        'VALIDATION_FAILED',
      );
      expect(missing.errors?.[0].field).toBe('items');
      const existing = await createCategory(t);
      expectProblem(
        await t.http
          .post('/studio/categories')
          .set(asEditor())
          .send({ name: 'C', slug: existing.slug }),
        409,
        'CONFLICT',
      );
    });
  });
});
