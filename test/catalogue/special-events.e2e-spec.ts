import { bearer, createUserWithTokens, UserWithTokens } from '../factories/users.factory';
import { createSpecialEvent, createThemePark, uniqueSlug } from '../factories/parks.factory';
import { expectProblem } from '../support/problem';
import { createTestApp, TestApp } from '../support/test-app';

const isoDate = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('special events', () => {
  let t: TestApp;
  let editor: UserWithTokens;
  const asEditor = () => bearer(editor.accessToken);

  beforeAll(async () => {
    t = await createTestApp();
    editor = await createUserWithTokens(t, { role: 'editor' });
  });
  afterAll(() => t.close());

  describe('GET /api/v1/events', () => {
    it('shows current and upcoming active events, by start date, and filters by park and dates', async () => {
      const park = await createThemePark(t);
      const past = await createSpecialEvent(t, park, {
        startDate: isoDate(-30),
        endDate: isoDate(-10),
      });
      const current = await createSpecialEvent(t, park, {
        startDate: isoDate(-5),
        endDate: isoDate(5),
      });
      const upcoming = await createSpecialEvent(t, park, {
        startDate: isoDate(40),
        endDate: isoDate(60),
      });
      await createSpecialEvent(t, park, { isActive: false });

      const ids = async (query: string): Promise<string[]> => {
        const response = await t.http
          .get(`/api/v1/events?theme_park=${park.slug}&${query}`)
          .expect(200);
        return (response.body.data as Array<{ id: string }>).map((a) => a.id);
      };
      expect(await ids('')).toEqual([current.id, upcoming.id]);
      expect(await ids(`date_from=${isoDate(20)}`)).toEqual([upcoming.id]);
      expect(await ids(`date_to=${isoDate(20)}`)).toEqual([current.id]);
      expect(await ids(`date_from=${isoDate(6)}&date_to=${isoDate(30)}`)).toEqual([]);
      // An event that has ended stays hidden even when the dates asked for cover it.
      expect(await ids(`date_from=${isoDate(-30)}&date_to=${isoDate(-10)}`)).toEqual([]);
      // It is still there for the studio.
      const stored = await t.http.get(`/studio/events/${past.id}`).set(asEditor()).expect(200);
      expect(stored.body.data).toEqual(
        expect.objectContaining({ id: past.id, start_date: isoDate(-30), end_date: isoDate(-10) }),
      );
    });

    it.each([
      ['date_from=2027-02-30', 'date_from'],
      ['date_to=tomorrow', 'date_to'],
      ['date_from=2027-05-02&date_to=2027-05-01', 'date_to'],
      ['limit=1000', 'limit'],
    ])('answers 400 for ?%s', async (query, field) => {
      const body = expectProblem(
        await t.http.get(`/api/v1/events?${query}`),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.errors?.map((e) => e.field)).toEqual([field]);
    });
  });

  describe('GET /api/v1/events/{slug}', () => {
    it('answers the ticket price and the schedule in park time with the offset', async () => {
      const park = await createThemePark(t, { timezone: 'America/New_York' });
      const event = await createSpecialEvent(t, park, { ticketPrice: '129.00' }, [
        { startsAt: new Date('2099-01-02T00:00:00Z'), label: 'Party' },
        { startsAt: new Date('2099-01-01T00:00:00Z'), endsAt: new Date('2099-01-01T04:00:00Z') },
      ]);
      const response = await t.http.get(`/api/v1/events/${event.slug}`).expect(200);
      expect(response.body.data).toEqual(
        expect.objectContaining({
          ticket_price: '129.00',
          start_date: '2099-01-01',
          end_date: '2099-01-31',
          timezone: 'America/New_York',
          sessions: [
            {
              id: expect.any(String),
              starts_at: '2098-12-31T19:00:00-05:00',
              ends_at: '2098-12-31T23:00:00-05:00',
              label: null,
            },
            {
              id: expect.any(String),
              starts_at: '2099-01-01T19:00:00-05:00',
              ends_at: null,
              label: 'Party',
            },
          ],
        }),
      );
      expectProblem(await t.http.get('/api/v1/events/unknown-event'), 404, 'NOT_FOUND');
    });
  });

  describe('studio /studio/events', () => {
    it('creates an event whose local session times are read in the park zone', async () => {
      const park = await createThemePark(t, { timezone: 'Europe/Paris' });
      const slug = uniqueSlug('halloween');
      const response = await t.http
        .post('/studio/events')
        .set(asEditor())
        .send({
          name: 'Halloween Festival',
          slug,
          theme_park_id: park.id,
          start_date: '2099-10-01',
          end_date: '2099-10-31',
          ticket_price: '79.00',
          currency: 'EUR',
          sessions: [
            { starts_at: '2099-10-31T20:00', ends_at: '2099-10-31T23:30', label: 'Night' },
            { starts_at: '2099-07-01T18:00:00Z' },
          ],
        })
        .expect(201);
      expect(response.body.data.sessions.map((s: { starts_at: string }) => s.starts_at)).toEqual([
        '2099-07-01T20:00:00+02:00',
        '2099-10-31T20:00:00+01:00',
      ]);
      expect(response.body.data.sessions[1].ends_at).toBe('2099-10-31T23:30:00+01:00');
    });

    it('replaces the schedule on PATCH when sessions are sent, keeps it otherwise', async () => {
      const park = await createThemePark(t);
      const event = await createSpecialEvent(t, park, {}, [
        { startsAt: new Date('2099-01-05T00:00:00Z') },
        { startsAt: new Date('2099-01-06T00:00:00Z') },
      ]);
      const renamed = await t.http
        .patch(`/studio/events/${event.id}`)
        .set(asEditor())
        .send({ name: 'Renamed' })
        .expect(200);
      expect(renamed.body.data.sessions).toHaveLength(2);
      const replaced = await t.http
        .patch(`/studio/events/${event.id}`)
        .set(asEditor())
        .send({ sessions: [] })
        .expect(200);
      expect(replaced.body.data.sessions).toEqual([]);
    });

    it('answers 400 for end before start (also after a PATCH), bad sessions and missing fields', async () => {
      const park = await createThemePark(t);
      const base = { name: 'E', slug: uniqueSlug('e'), theme_park_id: park.id };
      const order = expectProblem(
        await t.http
          .post('/studio/events')
          .set(asEditor())
          .send({ ...base, start_date: '2099-05-02', end_date: '2099-05-01' }),
        400,
        'VALIDATION_FAILED',
      );
      expect(order.errors).toEqual([
        { field: 'end_date', message: 'must not be before start_date' },
      ]);
      const sessions = expectProblem(
        await t.http
          .post('/studio/events')
          .set(asEditor())
          .send({
            ...base,
            start_date: '2099-05-01',
            end_date: '2099-05-02',
            sessions: [{ starts_at: 'soon' }, { label: 'x' }, 'x'],
          }),
        400,
        'VALIDATION_FAILED',
      );
      expect(sessions.errors?.map((e) => e.field)).toEqual(
        expect.arrayContaining(['sessions[0].starts_at', 'sessions[1].starts_at']),
      );
      const reversed = expectProblem(
        await t.http
          .post('/studio/events')
          .set(asEditor())
          .send({
            ...base,
            start_date: '2099-05-01',
            end_date: '2099-05-02',
            sessions: [{ starts_at: '2099-05-01T20:00', ends_at: '2099-05-01T19:00' }],
          }),
        400,
        'VALIDATION_FAILED',
      );
      expect(reversed.errors).toEqual([
        { field: 'sessions[0].ends_at', message: 'must not be before starts_at' },
      ]);
      const missing = expectProblem(
        await t.http.post('/studio/events').set(asEditor()).send({ name: 'E' }),
        400,
        'VALIDATION_FAILED',
      );
      expect(missing.errors?.map((e) => e.field).sort()).toEqual(
        ['end_date', 'slug', 'start_date', 'theme_park_id'].sort(),
      );
      const event = await createSpecialEvent(t, park);
      const patched = expectProblem(
        await t.http
          .patch(`/studio/events/${event.id}`)
          .set(asEditor())
          .send({ end_date: '2098-12-31' }),
        400,
        'VALIDATION_FAILED',
      );
      expect(patched.errors).toEqual([
        { field: 'end_date', message: 'must not be before start_date' },
      ]);
    });

    it('lists everything, deletes (204), answers 409 for a taken slug', async () => {
      const park = await createThemePark(t);
      const old = await createSpecialEvent(t, park, {
        startDate: '2001-01-01',
        endDate: '2001-01-02',
      });
      const list = await t.http.get('/studio/events?limit=100').set(asEditor()).expect(200);
      expect(list.body.data.map((e: { id: string }) => e.id)).toContain(old.id);
      expectProblem(
        await t.http.post('/studio/events').set(asEditor()).send({
          name: 'Copy',
          slug: old.slug,
          theme_park_id: park.id,
          start_date: '2099-01-01',
          end_date: '2099-01-01',
        }),
        409,
        'CONFLICT',
      );
      await t.http.delete(`/studio/events/${old.id}`).set(asEditor()).expect(204);
    });
  });
});
