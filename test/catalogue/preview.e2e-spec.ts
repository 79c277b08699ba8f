import { randomBytes } from 'node:crypto';
import { Clock } from '@/common/clock/clock';
import { AuditEntry } from '@/modules/audit/entities/audit-entry.entity';
import { Attraction } from '@/modules/catalogue/parks/attractions/attraction.entity';
import { ThemePark } from '@/modules/catalogue/parks/theme-parks/theme-park.entity';
import { createAttraction, createThemePark, uniqueSlug } from '../factories/parks.factory';
import { bearer, createUserWithTokens, UserWithTokens } from '../factories/users.factory';
import { FakeClock } from '../support/fake-clock';
import { expectProblem } from '../support/problem';
import { flushRequestLog } from '../support/request-log';
import { createTestApp, TestApp } from '../support/test-app';

/** A word of letters no other test writes, so a search for it finds only this test's records. */
const uniqueWord = (prefix: string) =>
  prefix +
  randomBytes(5)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]);

describe('previews for frontends', () => {
  const clock = new FakeClock();
  let t: TestApp;
  let editor: UserWithTokens;
  let admin: UserWithTokens;

  beforeAll(async () => {
    t = await createTestApp({ overrides: [{ provide: Clock, useValue: clock }] });
    editor = await createUserWithTokens(t, { role: 'editor' });
    admin = await createUserWithTokens(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const asEditor = () => bearer(editor.accessToken);
  const issue = async (body: object) =>
    (await t.http.post('/studio/preview-tokens').set(asEditor()).send(body).expect(201)).body
      .data as { id: string; token: string; status: string; expires_at: string; scope: string };
  const withToken = (url: string, token: string) => t.http.get(url).set('X-Preview-Token', token);
  const searchSlugs = async (q: string, token?: string) => {
    const request = t.http.get('/api/search').query({ q });
    if (token) request.set('X-Preview-Token', token);
    const response = await request.expect(200);
    return (response.body.data as Array<{ slug: string }>).map((h) => h.slug);
  };
  const count = async (table: string) =>
    Number(
      (await t.dataSource.query<Array<{ n: string }>>(`SELECT count(*) AS n FROM ${table}`))[0].n,
    );

  describe('a staged change of one record', () => {
    let park: ThemePark;
    let ride: Attraction;
    let other: Attraction;
    let word: string;
    let token: string;

    beforeAll(async () => {
      park = await createThemePark(t);
      ride = await createAttraction(t, park, { name: 'Space Mountain' });
      other = await createAttraction(t, park, { name: 'Big Thunder' });
      word = uniqueWord('Previewly');
      await t.http
        .put(`/studio/attractions/${ride.id}/draft`)
        .set(asEditor())
        .send({ name: `${word} Mountain` })
        .expect(200);
      token = (await issue({ scope: 'record', resource: 'attractions', record_id: ride.id })).token;
    });

    it('shows in the detail, the list and search with a token of its scope, as a private, unindexed, uncached answer', async () => {
      const events = await count('outbox_events');
      const audits = await count('audit_entries');

      const detail = await withToken(`/api/v1/attractions/${ride.slug}`, token).expect(200);
      expect(detail.body.data).toMatchObject({ id: ride.id, name: `${word} Mountain` });
      expect(detail.headers['cache-control']).toBe('private, no-store');
      expect(detail.headers['x-robots-tag']).toBe('noindex');
      expect(detail.headers['x-cache']).toBe('BYPASS');
      expect(detail.headers['surrogate-key']).toBeUndefined();

      const list = await withToken(
        `/api/v1/attractions?theme_park=${park.slug}&limit=100`,
        token,
      ).expect(200);
      const names = (list.body.data as Array<{ id: string; name: string }>).map((a) => a.name);
      expect(names).toContain(`${word} Mountain`);
      expect(names).toContain('Big Thunder');
      expect(await searchSlugs(word, token)).toContain(ride.slug);
      const parkPage = await withToken(
        `/api/v1/theme-parks/${park.slug}?include=attractions`,
        token,
      ).expect(200);
      expect(
        (parkPage.body.data.included.attractions as Array<{ name: string }>).map((r) => r.name),
      ).toContain(`${word} Mountain`);

      // Nothing of the preview was kept: no event, no audit entry, the live record and the draft
      // as they were.
      expect(await count('outbox_events')).toBe(events);
      expect(await count('audit_entries')).toBe(audits);
      expect(
        (await t.http.get(`/studio/attractions/${ride.id}`).set(asEditor()).expect(200)).body.data
          .name,
      ).toBe('Space Mountain');
      await t.http.get(`/studio/attractions/${ride.id}/draft`).set(asEditor()).expect(200);
    });

    it('is neither stored in nor served from the response cache', async () => {
      const url = `/api/v1/attractions/${ride.slug}?locale=en`;
      await withToken(url, token).expect(200);
      const first = await t.http.get(url).expect(200);
      expect(first.headers['x-cache']).toBe('MISS');
      expect(first.body.data.name).toBe('Space Mountain');
      const hit = await t.http.get(url).expect(200);
      expect(hit.headers['x-cache']).toBe('HIT');
      const preview = await withToken(url, token).expect(200);
      expect(preview.headers['x-cache']).toBe('BYPASS');
      expect(preview.body.data.name).toBe(`${word} Mountain`);
      expect((await t.http.get(url).expect(200)).body.data.name).toBe('Space Mountain');
    });

    it('is not shown without a token, nor with a token of another record', async () => {
      expect(
        (await t.http.get(`/api/v1/attractions/${ride.slug}`).expect(200)).body.data.name,
      ).toBe('Space Mountain');
      expect(await searchSlugs(word)).not.toContain(ride.slug);
      const otherToken = (
        await issue({ scope: 'record', resource: 'attractions', record_id: other.id })
      ).token;
      expect(
        (await withToken(`/api/v1/attractions/${ride.slug}`, otherToken).expect(200)).body.data
          .name,
      ).toBe('Space Mountain');
      expect(await searchSlugs(word, otherToken)).not.toContain(ride.slug);
    });

    it('is counted apart in the request log and kept out of the analytics', async () => {
      const route = '/api/v1/attractions/:slug';
      const preview = await withToken(`/api/v1/attractions/${ride.slug}`, token).expect(200);
      await flushRequestLog(t);
      const [row] = await t.dataSource.query<Array<{ preview: boolean; path: string }>>(
        'SELECT preview, path FROM api_request_logs WHERE request_id = $1',
        [preview.headers['x-request-id']],
      );
      expect(row).toEqual({ preview: true, path: `/api/v1/attractions/${ride.slug}` });
      const [{ logged, rolled }] = await t.dataSource.query<
        Array<{ logged: number; rolled: number }>
      >(
        `SELECT (SELECT count(*) FROM api_request_logs WHERE route = $1 AND NOT preview)::int AS logged,
                (SELECT coalesce(sum(requests), 0) FROM api_request_daily WHERE route = $1)::int AS rolled`,
        [route],
      );
      expect(rolled).toBe(logged);

      const previews = await t.http
        .get('/studio/logs/api-usage')
        .query({ preview: 'true', path: `/api/v1/attractions/${ride.slug}` })
        .set(bearer(admin.accessToken))
        .expect(200);
      expect(previews.body.data.length).toBeGreaterThan(0);
      expect(previews.body.data.every((e: { preview: boolean }) => e.preview)).toBe(true);
      expectProblem(
        await t.http
          .get('/studio/logs/api-usage')
          .query({ preview: 'yes' })
          .set(bearer(admin.accessToken)),
        400,
        'VALIDATION_FAILED',
      );
    });
  });

  it('shows a new-record draft with scope drafts (or its draft id), and nowhere else', async () => {
    const park = await createThemePark(t);
    const slug = uniqueSlug('preview-ride');
    const staged = await t.http
      .post('/studio/attractions/drafts')
      .set(asEditor())
      .send({ name: 'Preview Coaster', slug, theme_park_id: park.id })
      .expect(201);
    const all = await issue({ scope: 'drafts' });
    const one = await issue({ scope: 'record', draft_id: staged.body.data.id });

    for (const { token } of [all, one])
      expect(
        (await withToken(`/api/v1/attractions/${slug}`, token).expect(200)).body.data,
      ).toMatchObject({ slug, name: 'Preview Coaster' });
    await t.http.get(`/api/v1/attractions/${slug}`).expect(404);
    const ride = await createAttraction(t, park);
    const recordToken = (
      await issue({ scope: 'record', resource: 'attractions', record_id: ride.id })
    ).token;
    expectProblem(await withToken(`/api/v1/attractions/${slug}`, recordToken), 404, 'NOT_FOUND');
  });

  it("shows a release's drafts with scope release, and no draft outside it", async () => {
    const park = await createThemePark(t);
    const inRelease = await createAttraction(t, park, { name: 'Release Ride' });
    const outside = await createAttraction(t, park, { name: 'Outside Ride' });
    const stage = async (id: string, name: string) =>
      (
        await t.http
          .put(`/studio/attractions/${id}/draft`)
          .set(asEditor())
          .send({ name })
          .expect(200)
      ).body.data.id as string;
    const draftId = await stage(inRelease.id, 'Release Ride, renamed');
    await stage(outside.id, 'Outside Ride, renamed');
    const release = (
      await t.http.post('/studio/releases').set(asEditor()).send({ name: 'Spring' }).expect(201)
    ).body.data.id as string;
    await t.http
      .post(`/studio/releases/${release}/entries`)
      .set(asEditor())
      .send({ draft_id: draftId })
      .expect(201);

    const issued = await issue({ scope: 'release', release_id: release });
    expect(issued).toMatchObject({ scope: 'release', release_id: release });
    const list = await withToken(
      `/api/v1/attractions?theme_park=${park.slug}`,
      issued.token,
    ).expect(200);
    expect((list.body.data as Array<{ name: string }>).map((a) => a.name).sort()).toEqual([
      'Outside Ride',
      'Release Ride, renamed',
    ]);
    expectProblem(
      await t.http
        .post('/studio/preview-tokens')
        .set(asEditor())
        .send({ scope: 'release', release_id: '00000000-0000-4000-8000-000000000000' }),
      404,
      'NOT_FOUND',
    );
  });

  it('leaves out a draft that can no longer be written and shows the others', async () => {
    const park = await createThemePark(t);
    const taken = await createAttraction(t, park, { name: 'Taken Ride' });
    const changed = await createAttraction(t, park, { name: 'Old Name' });
    await t.http
      .post('/studio/attractions/drafts')
      .set(asEditor())
      .send({ name: 'Slug Thief', slug: taken.slug, theme_park_id: park.id })
      .expect(201);
    await t.http
      .put(`/studio/attractions/${changed.id}/draft`)
      .set(asEditor())
      .send({ name: 'New Name' })
      .expect(200);
    const { token } = await issue({ scope: 'drafts' });
    expect(
      (await withToken(`/api/v1/attractions/${taken.slug}`, token).expect(200)).body.data.name,
    ).toBe('Taken Ride');
    expect(
      (await withToken(`/api/v1/attractions/${changed.slug}`, token).expect(200)).body.data.name,
    ).toBe('New Name');
  });

  describe('an invalid token answers 401, never a live answer', () => {
    let slug: string;
    beforeAll(async () => {
      slug = (await createAttraction(t, await createThemePark(t))).slug;
    });

    it('when it expired', async () => {
      const { token } = await issue({ scope: 'drafts', ttl_seconds: 60 });
      await withToken(`/api/v1/attractions/${slug}`, token).expect(200);
      clock.advance(61_000);
      const refused = await withToken(`/api/v1/attractions/${slug}`, token);
      expectProblem(refused, 401, 'INVALID_PREVIEW_TOKEN');
      expect(refused.headers['cache-control']).toBe('no-store');
    });

    it('when it was revoked, and the list says so', async () => {
      const { id, token } = await issue({ scope: 'drafts' });
      await t.http.delete(`/studio/preview-tokens/${id}`).set(asEditor()).expect(204);
      expectProblem(
        await withToken(`/api/v1/attractions/${slug}`, token),
        401,
        'INVALID_PREVIEW_TOKEN',
      );
      expectProblem(
        await t.http.get('/api/search').query({ q: 'ride' }).set('X-Preview-Token', token),
        401,
        'INVALID_PREVIEW_TOKEN',
      );
      const listed = await t.http
        .get('/studio/preview-tokens')
        .query({ limit: 100 })
        .set(asEditor())
        .expect(200);
      const entry = (listed.body.data as Array<{ id: string; status: string }>).find(
        (e) => e.id === id,
      );
      expect(entry).toMatchObject({ status: 'revoked', revoked_at: expect.any(String) });
      expect(JSON.stringify(listed.body)).not.toContain(token);
    });

    it('when it was tampered with, or is no token at all', async () => {
      const { token } = await issue({ scope: 'drafts' });
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number };
      const longer = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 })).toString(
        'base64url',
      );
      for (const bad of [`${header}.${longer}.${signature}`, 'garbage', editor.accessToken])
        expectProblem(
          await withToken(`/api/v1/attractions/${slug}`, bad),
          401,
          'INVALID_PREVIEW_TOKEN',
        );
    });
  });

  describe('POST /studio/preview-tokens', () => {
    it('issues a token, keeping only its hash and auditing it without the token', async () => {
      const issued = await issue({ scope: 'drafts', ttl_seconds: 120 });
      expect(issued).toMatchObject({
        scope: 'drafts',
        status: 'active',
        token: expect.any(String),
      });
      expect(Date.parse(issued.expires_at) - clock.now().getTime()).toBeLessThanOrEqual(120_000);
      const [row] = await t.dataSource.query<Array<{ token_hash: string }>>(
        'SELECT token_hash FROM preview_tokens WHERE id = $1',
        [issued.id],
      );
      expect(row.token_hash).not.toBe(issued.token);
      const entry = await t.dataSource
        .getRepository(AuditEntry)
        .findOne({ where: { entityId: issued.id }, order: { seq: 'DESC' } });
      expect(entry).toMatchObject({ action: 'issue', entityType: 'preview_token' });
      expect(JSON.stringify(entry)).not.toContain(issued.token);
    });

    it('needs a studio user', async () => {
      expectProblem(
        await t.http.post('/studio/preview-tokens').send({ scope: 'drafts' }),
        401,
        'UNAUTHORIZED',
      );
      expectProblem(await t.http.get('/studio/preview-tokens'), 401, 'UNAUTHORIZED');
      expectProblem(
        await t.http.delete('/studio/preview-tokens/00000000-0000-4000-8000-000000000000'),
        401,
        'UNAUTHORIZED',
      );
      // The request log's preview filter is an admin's, as the rest of the log.
      expectProblem(
        await t.http.get('/studio/logs/api-usage').query({ preview: 'true' }).set(asEditor()),
        403,
        'FORBIDDEN',
      );
    });

    it.each([
      [{ scope: 'drafts', ttl_seconds: 10 }, 'ttl_seconds'],
      [{ scope: 'drafts', ttl_seconds: 86_401 }, 'ttl_seconds'],
      [{ scope: 'preview' }, 'scope'],
      [{ scope: 'release' }, 'release_id'],
      [
        {
          scope: 'record',
          draft_id: '00000000-0000-4000-8000-000000000000',
          release_id: '00000000-0000-4000-8000-000000000000',
        },
        'release_id',
      ],
      [{ scope: 'record', resource: 'attractions' }, 'record_id'],
      [{ scope: 'record', record_id: '00000000-0000-4000-8000-000000000000' }, 'resource'],
      [{ scope: 'drafts', draft_id: '00000000-0000-4000-8000-000000000000' }, 'draft_id'],
      [
        { scope: 'record', resource: 'nope', record_id: '00000000-0000-4000-8000-000000000000' },
        'resource',
      ],
    ])('refuses %j with 400 naming %s', async (body, field) => {
      const problem = expectProblem(
        await t.http.post('/studio/preview-tokens').set(asEditor()).send(body),
        400,
        'VALIDATION_FAILED',
      );
      expect(problem.errors?.map((e) => e.field)).toContain(field);
    });

    it('answers 404 for a record or draft that does not exist', async () => {
      const missing = '00000000-0000-4000-8000-000000000000';
      for (const body of [
        { scope: 'record', resource: 'attractions', record_id: missing },
        { scope: 'record', draft_id: missing },
      ])
        expectProblem(
          await t.http.post('/studio/preview-tokens').set(asEditor()).send(body),
          404,
          'NOT_FOUND',
        );
      expectProblem(
        await t.http.delete(`/studio/preview-tokens/${missing}`).set(asEditor()),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await t.http.delete('/studio/preview-tokens/not-a-uuid').set(asEditor()),
        400,
        'VALIDATION_FAILED',
      );
    });
  });
});
