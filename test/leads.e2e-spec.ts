import { Lead } from '@/modules/leads/entities/lead.entity';
import { createSailing, UNKNOWN_ID } from './factories/cruise.factory';
import { leadBody } from './factories/leads.factory';
import { createThemePark } from './factories/parks.factory';
import {
  bearer,
  createUserWithTokens,
  uniqueEmail,
  UserWithTokens,
} from './factories/users.factory';
import { expectProblem } from './support/problem';
import { createTestApp, TestApp } from './support/test-app';

describe('leads', () => {
  let t: TestApp;
  let admin: UserWithTokens;
  let editor: UserWithTokens;

  beforeAll(async () => {
    // The per-IP lead limit has its own suite (rate-limit.e2e-spec.ts).
    t = await createTestApp({ env: { RATE_LIMIT_LEADS_PER_MIN: '1000' } });
    admin = await createUserWithTokens(t, { role: 'admin' });
    editor = await createUserWithTokens(t, { role: 'editor' });
  });
  afterAll(() => t.close());

  const leads = () => t.dataSource.getRepository(Lead);

  describe('POST /api/leads', () => {
    it('stores a lead with consent time, attribution and catalogue links; answers {id, created_at}', async () => {
      const sailingId = (await createSailing(t)).id;
      const before = Date.now();
      const response = await t.http
        .post('/api/leads')
        .send(
          leadBody({
            email: ' Ada@Example.COM ',
            trip_interests: ['Caribbean cruise', 'Orlando parks'],
            phone: '+1 (407) 555-0100',
            message: 'Family of four',
            travel_start: '2027-03-01',
            travel_end: '2027-03-08',
            party_size: 4,
            consent_given: true,
            utm_source: 'newsletter',
            utm_medium: 'email',
            utm_campaign: 'spring',
            referrer: 'https://blog.example.com/cruises',
            sailing_id: sailingId,
          }),
        )
        .expect(201);
      expect(response.body).toEqual({
        data: {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          created_at: expect.stringMatching(/Z$/),
        },
      });
      const stored = await leads().findOneByOrFail({ id: response.body.data.id });
      expect(stored).toEqual(
        expect.objectContaining({
          email: 'ada@example.com',
          tripInterests: ['Caribbean cruise', 'Orlando parks'],
          travelStart: '2027-03-01',
          partySize: 4,
          consentGiven: true,
          utmSource: 'newsletter',
          referrer: 'https://blog.example.com/cruises',
          sailingId,
          themeParkId: null,
        }),
      );
      expect(stored.consentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    });

    it('refuses a link to a sailing or theme park the catalogue does not show (400)', async () => {
      const hiddenPark = await createThemePark(t, { isActive: false });
      for (const [field, id] of [
        ['sailing_id', UNKNOWN_ID],
        ['theme_park_id', UNKNOWN_ID],
        ['theme_park_id', hiddenPark.id],
      ]) {
        const response = await t.http.post('/api/leads').send(leadBody({ [field]: id }));
        expectProblem(response, 400, 'VALIDATION_FAILED');
        expect(response.body.errors).toEqual([
          { field, message: expect.stringMatching(/does not exist/) },
        ]);
      }
    });

    it('keeps a lead when the park it names is deleted', async () => {
      const park = await createThemePark(t);
      const response = await t.http
        .post('/api/leads')
        .send(leadBody({ theme_park_id: park.id }))
        .expect(201);
      await t.http
        .delete(`/studio/theme-parks/${park.id}`)
        .set(bearer(admin.accessToken))
        .expect(204);
      const stored = await leads().findOneByOrFail({ id: response.body.data.id });
      expect(stored.themeParkId).toBeNull();
    });

    it('records no consent time without consent', async () => {
      const response = await t.http.post('/api/leads').send(leadBody()).expect(201);
      const stored = await leads().findOneByOrFail({ id: response.body.data.id });
      expect(stored.consentGiven).toBe(false);
      expect(stored.consentAt).toBeNull();
    });

    it('stores the same e-mail and interests within 24 hours once', async () => {
      const email = uniqueEmail('dup');
      const first = await t.http
        .post('/api/leads')
        .send(leadBody({ email, trip_interests: ['alaska', 'Hawaii'] }))
        .expect(201);
      const again = await t.http
        .post('/api/leads')
        .send(leadBody({ email: email.toUpperCase(), trip_interests: ['hawaii', 'Alaska'] }))
        .expect(201);
      expect(again.body.data).toEqual(first.body.data);
      const other = await t.http
        .post('/api/leads')
        .send(leadBody({ email, trip_interests: ['alaska'] }))
        .expect(201);
      expect(other.body.data.id).not.toBe(first.body.data.id);
      expect(await leads().countBy({ email })).toBe(2);

      // Two identical submissions at once are still stored once.
      const racing = uniqueEmail('race');
      const answers = await Promise.all(
        [1, 2, 3].map(() => t.http.post('/api/leads').send(leadBody({ email: racing }))),
      );
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
      expect(await leads().countBy({ email: racing })).toBe(1);
    });

    it('quietly discards a submission with the honeypot filled', async () => {
      const email = uniqueEmail('bot');
      const response = await t.http
        .post('/api/leads')
        .send(leadBody({ email, website: 'http://spam.example' }))
        .expect(201);
      expect(response.body.data).toEqual({
        id: expect.any(String),
        created_at: expect.any(String),
      });
      expect(await leads().countBy({ email })).toBe(0);
    });

    it.each([
      [{ name: undefined }, 'name'],
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(201) }, 'name'],
      [{ email: 'not-an-email' }, 'email'],
      [{ trip_interests: [] }, 'trip_interests'],
      [{ trip_interests: 'cruise' }, 'trip_interests'],
      [{ trip_interests: Array.from({ length: 11 }, (_, i) => `i${i}`) }, 'trip_interests'],
      [{ trip_interests: ['x'.repeat(51)] }, 'trip_interests'],
      [{ trip_interests: [''] }, 'trip_interests'],
      [{ message: 'x'.repeat(5001) }, 'message'],
      [{ travel_start: '2027-02-30' }, 'travel_start'],
      [{ travel_start: '2027-03-08', travel_end: '2027-03-01' }, 'travel_end'],
      [{ party_size: 0 }, 'party_size'],
      [{ party_size: 51 }, 'party_size'],
      [{ party_size: 2.5 }, 'party_size'],
      [{ phone: 'call me' }, 'phone'],
      [{ consent_given: 'yes' }, 'consent_given'],
      [{ sailing_id: 'nope' }, 'sailing_id'],
      [{ utm_source: 'x'.repeat(201) }, 'utm_source'],
      [{ admin: true }, 'admin'],
    ])('answers 400 for %# (%j)', async (overrides, field) => {
      const response = await t.http.post('/api/leads').send(leadBody(overrides));
      const problem = expectProblem(response, 400, 'VALIDATION_FAILED');
      expect(problem.errors?.map((e) => e.field)).toContain(field);
    });

    it('answers 400 for malformed JSON', async () => {
      const response = await t.http
        .post('/api/leads')
        .set('Content-Type', 'application/json')
        .send('{"name":');
      expectProblem(response, 400, 'MALFORMED_JSON');
    });
  });

  describe('GET /studio/leads', () => {
    let tagged: string[];

    beforeAll(async () => {
      tagged = [];
      for (const interest of ['Galapagos', 'galapagos', 'Iceland']) {
        const response = await t.http
          .post('/api/leads')
          .send(leadBody({ trip_interests: [interest, 'other'] }))
          .expect(201);
        tagged.push(response.body.data.id);
      }
    });

    it('lists leads newest first, paginated, for admins and editors', async () => {
      const response = await t.http
        .get('/studio/leads?limit=2')
        .set(bearer(editor.accessToken))
        .expect(200);
      expect(response.body).toEqual({
        data: [expect.any(Object), expect.any(Object)],
        total: await leads().count(),
        skip: 0,
        limit: 2,
      });
      expect(response.body.data[0].id).toBe(tagged[2]);
      expect(response.body.data[0]).toEqual(
        expect.objectContaining({
          name: 'Ada Traveller',
          trip_interests: ['Iceland', 'other'],
          consent_given: false,
          consent_at: null,
          created_at: expect.stringMatching(/Z$/),
        }),
      );
      expect(response.body.data[0]).not.toHaveProperty('dedupe_key');
      expect(response.body.data[0]).not.toHaveProperty('ip');
      await t.http.get('/studio/leads').set(bearer(admin.accessToken)).expect(200);
    });

    it('filters by interest (case-insensitive) and by date range', async () => {
      const galapagos = await t.http
        .get('/studio/leads?interest=GALAPAGOS')
        .set(bearer(admin.accessToken))
        .expect(200);
      expect(galapagos.body.data.map((l: { id: string }) => l.id)).toEqual([tagged[1], tagged[0]]);
      expect(galapagos.body.total).toBe(2);

      const today = new Date().toISOString().slice(0, 10);
      const todays = await t.http
        .get(`/studio/leads?date_from=${today}&date_to=${today}&interest=iceland`)
        .set(bearer(admin.accessToken))
        .expect(200);
      expect(todays.body.total).toBe(1);
      const past = await t.http
        .get('/studio/leads?date_to=2020-01-01')
        .set(bearer(admin.accessToken))
        .expect(200);
      expect(past.body).toEqual({ data: [], total: 0, skip: 0, limit: 20 });
    });

    it.each([
      ['date_from=yesterday', 'date_from'],
      ['date_to=2026-13-01', 'date_to'],
      ['date_from=2026-02-01&date_to=2026-01-01', 'date_to'],
      ['limit=101', 'limit'],
      ['interest=', 'interest'],
    ])('answers 400 for ?%s', async (query, field) => {
      const response = await t.http.get(`/studio/leads?${query}`).set(bearer(admin.accessToken));
      expect(expectProblem(response, 400, 'VALIDATION_FAILED').errors?.map((e) => e.field)).toEqual(
        [field],
      );
    });

    it('needs a studio token', async () => {
      expectProblem(await t.http.get('/studio/leads'), 401, 'UNAUTHORIZED');
    });
  });
});
