import { Resort } from '@/modules/catalogue/parks/resorts/resort.entity';
import { bearer, createUserWithTokens, UserWithTokens } from '../factories/users.factory';
import { createResort, createThemePark, uniqueSlug } from '../factories/parks.factory';
import { expectProblem } from '../support/problem';
import { createTestApp, TestApp } from '../support/test-app';
import { weakEtag } from '@/common/cache/response-cache-keys';

const UPSTREAM_ID = '75ea578a-adc8-4116-a54d-dccb60765ef9';

describe('theme parks', () => {
  let t: TestApp;
  let editor: UserWithTokens;
  const asEditor = () => bearer(editor.accessToken);

  beforeAll(async () => {
    t = await createTestApp();
    editor = await createUserWithTokens(t, { role: 'editor' });
  });
  afterAll(() => t.close());

  describe('GET /api/v1/theme-parks', () => {
    it('lists active parks only, by name, paginated, without credentials', async () => {
      const company = `Company ${uniqueSlug('c')}`;
      const b = await createThemePark(t, {
        name: 'B park',
        parentCompany: company,
        parentCompanySlug: null,
      });
      await createThemePark(t, { name: 'A park', isActive: false });
      const a = await createThemePark(t, { name: 'A park' });
      const response = await t.http.get('/api/v1/theme-parks?limit=100').expect(200);
      expect(response.headers['cache-control']).toBe(
        'public, max-age=60, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400',
      );
      const slugs = response.body.data.map((p: { slug: string }) => p.slug);
      expect(slugs).toEqual(expect.arrayContaining([a.slug, b.slug]));
      expect(slugs.indexOf(a.slug)).toBeLessThan(slugs.indexOf(b.slug));
      expect(response.body.data.every((p: { is_active: boolean }) => p.is_active)).toBe(true);
      expect(response.body).toEqual(
        expect.objectContaining({ total: slugs.length, skip: 0, limit: 100 }),
      );
    });

    it('filters by company name or slug, case-insensitively, and by state', async () => {
      const created = await t.http
        .post('/studio/theme-parks')
        .set(asEditor())
        .send({
          name: 'Epic Universe',
          slug: uniqueSlug('epic'),
          parent_company: 'Universal Destinations & Experiences',
          state_province: 'Florida',
        })
        .expect(201);
      await createThemePark(t, { stateProvince: 'California' });
      for (const company of [
        'universal destinations & experiences',
        'UNIVERSAL-DESTINATIONS-AND-EXPERIENCES',
      ]) {
        const response = await t.http
          .get(`/api/v1/theme-parks?company=${encodeURIComponent(company)}`)
          .expect(200);
        expect(response.body.data.map((p: { id: string }) => p.id)).toEqual([created.body.data.id]);
      }
      const florida = await t.http.get('/api/v1/theme-parks?state=florida&limit=100').expect(200);
      expect(florida.body.data.map((p: { id: string }) => p.id)).toContain(created.body.data.id);
      expect(
        florida.body.data.every((p: { state_province: string }) => p.state_province === 'Florida'),
      ).toBe(true);
      const none = await t.http.get('/api/v1/theme-parks?company=nobody').expect(200);
      expect(none.body).toEqual({ data: [], total: 0, skip: 0, limit: 20 });
    });

    it.each([
      ['limit=101', 'limit'],
      ['skip=-1', 'skip'],
      ['company=', 'company'],
      ['state=a&state=b', 'state'],
      ['country=US', 'country'],
    ])('answers 400 for ?%s', async (query, field) => {
      const body = expectProblem(
        await t.http.get(`/api/v1/theme-parks?${query}`),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.errors?.map((e) => e.field)).toEqual([field]);
    });
  });

  describe('GET /api/v1/theme-parks/{slug}', () => {
    it('answers the full record with its current UTC offset, and 304 for a matching ETag', async () => {
      const park = await createThemePark(t, {
        upstreamEntityId: UPSTREAM_ID,
        latitude: '28.417663',
        admissionPriceFrom: '119.00',
      });
      const response = await t.http.get(`/api/v1/theme-parks/${park.slug}`).expect(200);
      expect(response.body.data).toEqual(
        expect.objectContaining({
          id: park.id,
          slug: park.slug,
          upstream_entity_id: UPSTREAM_ID,
          live_data_enabled: true,
          latitude: '28.417663',
          admission_price_from: '119.00',
          currency: 'USD',
          timezone: 'America/New_York',
          utc_offset: expect.stringMatching(/^-0[45]:00$/),
          created_at: expect.stringMatching(/Z$/),
        }),
      );
      const etag = response.headers.etag;
      expect(etag).toBe(weakEtag(response.text));
      await t.http.get(`/api/v1/theme-parks/${park.slug}`).set('If-None-Match', etag).expect(304);
    });

    it('answers 404 for an unknown or inactive park, 400 for a malformed slug', async () => {
      const hidden = await createThemePark(t, { isActive: false });
      expectProblem(await t.http.get(`/api/v1/theme-parks/${hidden.slug}`), 404, 'NOT_FOUND');
      expectProblem(await t.http.get('/api/v1/theme-parks/no-such-park'), 404, 'NOT_FOUND');
      expectProblem(await t.http.get('/api/v1/theme-parks/Bad_Slug'), 400, 'VALIDATION_FAILED');
    });
  });

  describe('studio /studio/theme-parks', () => {
    it('lists inactive parks too', async () => {
      const hidden = await createThemePark(t, { isActive: false, name: 'AAAA hidden' });
      const response = await t.http
        .get('/studio/theme-parks?limit=100')
        .set(asEditor())
        .expect(200);
      expect(response.body.data.map((p: { id: string }) => p.id)).toContain(hidden.id);
    });

    it('creates a park with only name and slug (201), defaults filled in', async () => {
      const slug = uniqueSlug('new-park');
      const response = await t.http
        .post('/studio/theme-parks')
        .set(asEditor())
        .send({ name: '  New Park ', slug })
        .expect(201);
      expect(response.body.data).toEqual(
        expect.objectContaining({
          name: 'New Park',
          slug,
          parent_company: null,
          upstream_entity_id: null,
          live_data_enabled: false,
          timezone: null,
          utc_offset: null,
          currency: 'USD',
          is_active: true,
        }),
      );
      const fetched = await t.http
        .get(`/studio/theme-parks/${response.body.data.id}`)
        .set(asEditor())
        .expect(200);
      expect(fetched.body.data).toEqual(response.body.data);
    });

    it('answers 409 for a duplicate slug', async () => {
      const park = await createThemePark(t);
      const body = expectProblem(
        await t.http
          .post('/studio/theme-parks')
          .set(asEditor())
          .send({ name: 'Copy', slug: park.slug }),
        409,
        'CONFLICT',
      );
      expect(body.detail).toBe(`A theme park with slug '${park.slug}' already exists.`);
    });

    it('answers 400 naming each invalid field', async () => {
      const response = await t.http.post('/studio/theme-parks').set(asEditor()).send({
        slug: 'Not A Slug',
        upstream_entity_id: 'not-a-uuid',
        latitude: '91.0',
        longitude: 12.5,
        timezone: 'Mars/Base',
        currency: 'dollars',
        opening_year: 1971.5,
        website_url: 'ftp://example.com',
        admission_price_from: '-1.00',
        is_active: 'yes',
        extra: 1,
      });
      const body = expectProblem(response, 400, 'VALIDATION_FAILED');
      expect(body.errors?.map((e) => e.field).sort()).toEqual(
        [
          'name',
          'slug',
          'upstream_entity_id',
          'latitude',
          'longitude',
          'timezone',
          'currency',
          'opening_year',
          'website_url',
          'admission_price_from',
          'is_active',
          'extra',
        ].sort(),
      );
      expect(body.errors).toContainEqual({
        field: 'upstream_entity_id',
        message: 'must be a UUID',
      });
    });

    it('updates only the fields sent; null clears; the company slug follows the name', async () => {
      const park = await createThemePark(t, { city: 'Anaheim', description: 'old' });
      const response = await t.http
        .patch(`/studio/theme-parks/${park.id}`)
        .set(asEditor())
        .send({
          parent_company: 'The Walt Disney Company',
          description: null,
          upstream_entity_id: UPSTREAM_ID,
        })
        .expect(200);
      expect(response.body.data).toEqual(
        expect.objectContaining({
          city: 'Anaheim',
          description: null,
          parent_company: 'The Walt Disney Company',
          parent_company_slug: 'the-walt-disney-company',
          live_data_enabled: true,
        }),
      );
    });

    it('refuses null for a required field, a taken slug and a bad upstream id on PATCH', async () => {
      const park = await createThemePark(t);
      const other = await createThemePark(t);
      const url = `/studio/theme-parks/${park.id}`;
      const nameNull = expectProblem(
        await t.http.patch(url).set(asEditor()).send({ name: null }),
        400,
        'VALIDATION_FAILED',
      );
      expect(nameNull.errors).toEqual([{ field: 'name', message: 'is required' }]);
      const notNullable = expectProblem(
        await t.http.patch(url).set(asEditor()).send({ is_active: null, currency: null }),
        400,
        'VALIDATION_FAILED',
      );
      expect(notNullable.errors?.map((e) => e.field).sort()).toEqual(['currency', 'is_active']);
      expectProblem(
        await t.http.patch(url).set(asEditor()).send({ slug: other.slug }),
        409,
        'CONFLICT',
      );
      expectProblem(
        await t.http.patch(url).set(asEditor()).send({ upstream_entity_id: '1234' }),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('deletes a park with its resorts (204), then 404', async () => {
      const park = await createThemePark(t);
      const resort = await createResort(t, park);
      await t.http.delete(`/studio/theme-parks/${park.id}`).set(asEditor()).expect(204);
      expect(await t.dataSource.getRepository(Resort).findOneBy({ id: resort.id })).toBeNull();
      expectProblem(
        await t.http.delete(`/studio/theme-parks/${park.id}`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await t.http.get(`/studio/theme-parks/${park.id}`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await t.http.get('/studio/theme-parks/not-a-uuid').set(asEditor()),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('lets an admin write too', async () => {
      const admin = await createUserWithTokens(t, { role: 'admin' });
      await t.http
        .post('/studio/theme-parks')
        .set(bearer(admin.accessToken))
        .send({ name: 'Admin Park', slug: uniqueSlug('admin-park') })
        .expect(201);
    });
  });
});
