import { AuditEntry } from '@/modules/audit/entities/audit-entry.entity';
import { Revision } from '@/modules/revisions/entities/revision.entity';
import { OutboxEvent } from '@/modules/webhooks/entities/outbox-event.entity';
import { createGuide } from '../factories/content.factory';
import { createShip, UNKNOWN_ID } from '../factories/cruise.factory';
import {
  createAttraction,
  createDiningLocation,
  createThemePark,
} from '../factories/parks.factory';
import { bearer, createUserWithTokens, UserWithTokens } from '../factories/users.factory';
import { createWebhookEndpoint } from '../factories/webhooks.factory';
import { apiDocument } from '@/app.setup';
import { ContractValidator } from '../support/contract';
import { eventually } from '../support/eventually';
import { expectProblem } from '../support/problem';
import { createTestApp, TestApp } from '../support/test-app';
import { startWebhookReceiver } from '../support/webhook-receiver';

/** Three translation locales besides the default; webhooks delivered to a receiver on loopback. */
const ENV = {
  CONTENT_LOCALES: 'en,de,fr,pt-BR',
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_TIMEOUT_MS: '2000',
  WEBHOOK_RETRY_BASE_MS: '20',
  WEBHOOK_RETRY_MAX_DELAY_MS: '200',
  WEBHOOK_POLL_MS: '200',
};

describe('studio translations', () => {
  let t: TestApp;
  let editor: UserWithTokens;
  let admin: UserWithTokens;

  beforeAll(async () => {
    t = await createTestApp({ env: ENV });
    editor = await createUserWithTokens(t, { role: 'editor' });
    admin = await createUserWithTokens(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const asEditor = () => bearer(editor.accessToken);
  const eventsOf = (id: string) =>
    t.dataSource
      .getRepository(OutboxEvent)
      .find({ where: { recordId: id }, order: { seq: 'ASC' } });
  const auditOf = (id: string) =>
    t.dataSource.getRepository(AuditEntry).find({ where: { entityId: id }, order: { seq: 'ASC' } });
  const revisionsOf = (id: string) =>
    t.dataSource
      .getRepository(Revision)
      .find({ where: { recordId: id }, order: { number: 'ASC' } });
  const storedTranslations = async (table: string, id: string) =>
    (
      await t.dataSource.query<Array<{ translations: unknown }>>(
        `SELECT translations FROM ${table} WHERE id = $1`,
        [id],
      )
    )[0].translations;

  async function attraction(overrides: Record<string, unknown> = {}) {
    const park = await createThemePark(t);
    return createAttraction(t, park, {
      name: 'Space Mountain',
      description: 'A roller coaster in the dark.',
      ...overrides,
    });
  }

  describe('a round trip per resource family', () => {
    it('parks: PUT, GET, the record list, DELETE of an attraction', async () => {
      const ride = await attraction();
      const url = `/studio/attractions/${ride.id}/translations`;

      const put = await t.http
        .put(`${url}/de`)
        .set(asEditor())
        .send({ name: '  Weltraumberg  ', description: null })
        .expect(200);
      expect(put.body.data).toEqual({
        record_id: ride.id,
        resource: 'attractions',
        locale: 'de',
        status: 'partial',
        fields: { name: 'Weltraumberg' },
        missing_fields: ['description'],
      });
      expect(await storedTranslations('attractions', ride.id)).toEqual({
        de: { name: 'Weltraumberg' },
      });

      // Any case names the locale; it is stored as CONTENT_LOCALES spells it.
      await t.http
        .put(`${url}/PT-br`)
        .set(asEditor())
        .send({ name: 'Montanha Espacial', description: 'Uma montanha-russa no escuro.' })
        .expect(200);

      const one = await t.http.get(`${url}/de`).set(asEditor()).expect(200);
      expect(one.body.data).toEqual(put.body.data);

      const all = await t.http.get(url).set(asEditor()).expect(200);
      expect(all.body.data).toEqual({
        record_id: ride.id,
        resource: 'attractions',
        default_locale: 'en',
        translatable_fields: ['name', 'description'],
        translations: [
          {
            locale: 'de',
            status: 'partial',
            fields: { name: 'Weltraumberg' },
            missing_fields: ['description'],
          },
          { locale: 'fr', status: 'missing', fields: {}, missing_fields: ['name', 'description'] },
          {
            locale: 'pt-BR',
            status: 'complete',
            fields: { name: 'Montanha Espacial', description: 'Uma montanha-russa no escuro.' },
            missing_fields: [],
          },
        ],
      });

      // PUT replaces the whole translation: a field left out is no longer translated.
      const replaced = await t.http
        .put(`${url}/de`)
        .set(asEditor())
        .send({ description: 'Eine Achterbahn im Dunkeln.' })
        .expect(200);
      expect(replaced.body.data.fields).toEqual({ description: 'Eine Achterbahn im Dunkeln.' });

      await t.http.delete(`${url}/de`).set(asEditor()).expect(204);
      expectProblem(await t.http.get(`${url}/de`).set(asEditor()), 404, 'NOT_FOUND');
      expectProblem(await t.http.delete(`${url}/de`).set(asEditor()), 404, 'NOT_FOUND');
      expect(await storedTranslations('attractions', ride.id)).toEqual({
        'pt-BR': { name: 'Montanha Espacial', description: 'Uma montanha-russa no escuro.' },
      });
    });

    it('cruise: a ship translates its description only', async () => {
      const ship = await createShip(t, { description: 'The largest ship afloat.' });
      const url = `/studio/ships/${ship.id}/translations`;
      const put = await t.http
        .put(`${url}/fr`)
        .set(asEditor())
        .send({ description: 'Le plus grand navire à flot.' })
        .expect(200);
      expect(put.body.data).toEqual(
        expect.objectContaining({ locale: 'fr', status: 'complete', missing_fields: [] }),
      );
      const all = await t.http.get(url).set(bearer(admin.accessToken)).expect(200);
      expect(all.body.data.translatable_fields).toEqual(['description']);
      expect(all.body.data.translations.map((x: { status: string }) => x.status)).toEqual([
        'missing',
        'complete',
        'missing',
      ]);
      const name = expectProblem(
        await t.http.put(`${url}/fr`).set(asEditor()).send({ name: 'Merveille' }),
        400,
        'VALIDATION_FAILED',
      );
      expect(name.errors).toEqual([
        {
          field: 'name',
          message: 'is not translatable; the translatable fields of ships are: description',
        },
      ]);
      await t.http.delete(`${url}/fr`).set(asEditor()).expect(204);
      expect(await storedTranslations('ships', ship.id)).toEqual({});
    });

    it('content: a guide translates its title, summary and body', async () => {
      const guide = await createGuide(t, { summary: 'One day in the park.' });
      const url = `/studio/guides/${guide.id}/translations/de`;
      const put = await t.http
        .put(url)
        .set(asEditor())
        .send({ title: 'Testführer', summary: 'Ein Tag im Park.', body: '# Hallo' })
        .expect(200);
      expect(put.body.data).toEqual({
        record_id: guide.id,
        resource: 'guides',
        locale: 'de',
        status: 'complete',
        fields: { title: 'Testführer', summary: 'Ein Tag im Park.', body: '# Hallo' },
        missing_fields: [],
      });
      expect((await t.http.get(url).set(asEditor()).expect(200)).body.data).toEqual(put.body.data);
      await t.http.delete(url).set(asEditor()).expect(204);
    });
  });

  describe('the write path', () => {
    it('audits, stores a revision and raises <type>.updated with the locale, for PUT and DELETE', async () => {
      const ride = await attraction();
      const url = `/studio/attractions/${ride.id}/translations/de`;
      await t.http.put(url).set(asEditor()).send({ name: 'Weltraumberg' }).expect(200);
      await t.http.delete(url).set(bearer(admin.accessToken)).expect(204);

      const audit = await auditOf(ride.id);
      expect(audit.map((a) => [a.action, a.entityType, a.userId, a.changes])).toEqual([
        [
          'update',
          'attraction',
          editor.user.id,
          { locale: 'de', translation: { name: 'Weltraumberg' } },
        ],
        ['update', 'attraction', admin.user.id, { locale: 'de', translation: null }],
      ]);

      const revisions = await revisionsOf(ride.id);
      // The record was inserted without the write path, so its first revision has every field.
      expect(revisions.map((r) => r.operation)).toEqual(['updated', 'updated']);
      expect(Object.keys(revisions[0].changes)).toContain('translations');
      expect(Object.keys(revisions[1].changes)).toEqual(['translations']);
      expect(revisions[0].data.translations).toEqual({ de: { name: 'Weltraumberg' } });
      expect(revisions[1].data.translations).toEqual({});

      const events = await eventsOf(ride.id);
      expect(events.map((e) => [e.type, e.locale, e.changedFields, e.revisionId])).toEqual([
        ['attraction.updated', 'de', ['translations'], revisions[0].id],
        ['attraction.updated', 'de', ['translations'], revisions[1].id],
      ]);
      // The event's data is the record as its studio GET answers it.
      const studio = await t.http.get(`/studio/attractions/${ride.id}`).set(asEditor()).expect(200);
      expect(events[1].data).toEqual(studio.body.data);
    });

    it('purges the cached public read of the record, which then answers the translation', async () => {
      const ride = await attraction();
      const path = `/api/v1/attractions/${ride.slug}?locale=de`;
      await eventually(async () => {
        const response = await t.http.get(path).expect(200);
        return response.headers['x-cache'] === 'HIT' ? response : undefined;
      }, `${path} from the cache`);
      await t.http
        .put(`/studio/attractions/${ride.id}/translations/de`)
        .set(asEditor())
        .send({ name: 'Weltraumberg' })
        .expect(200);
      const after = await t.http.get(path).expect(200);
      expect(after.headers['x-cache']).toBe('MISS');
      expect(after.body.data).toMatchObject({ name: 'Weltraumberg', locale: 'de' });
      const english = await t.http.get(`/api/v1/attractions/${ride.slug}`).expect(200);
      expect(english.body.data).toMatchObject({ name: ride.name, locale: 'en' });
    });

    it('stores nothing for a refused write', async () => {
      const ride = await attraction();
      const url = `/studio/attractions/${ride.id}/translations/de`;
      await t.http.put(url).set(asEditor()).send({ name: '' }).expect(400);
      await t.http.delete(url).set(asEditor()).expect(404);
      expect(await auditOf(ride.id)).toEqual([]);
      expect(await revisionsOf(ride.id)).toEqual([]);
      expect(await eventsOf(ride.id)).toEqual([]);
    });

    it('restoring a revision brings a translation back, and sends no locale with the restore', async () => {
      const ride = await attraction();
      const url = `/studio/attractions/${ride.id}/translations/de`;
      await t.http.put(url).set(asEditor()).send({ name: 'Weltraumberg' }).expect(200);
      await t.http.put(url).set(asEditor()).send({ name: 'Raumberg' }).expect(200);
      await t.http.delete(url).set(asEditor()).expect(204);
      expectProblem(await t.http.get(url).set(asEditor()), 404, 'NOT_FOUND');

      const [first] = await revisionsOf(ride.id);
      await t.http
        .post(`/studio/attractions/${ride.id}/revisions/${first.number}/restore`)
        .set(asEditor())
        .expect(201);
      const back = await t.http.get(url).set(asEditor()).expect(200);
      expect(back.body.data.fields).toEqual({ name: 'Weltraumberg' });
      expect(await storedTranslations('attractions', ride.id)).toEqual({
        de: { name: 'Weltraumberg' },
      });
      const events = await eventsOf(ride.id);
      expect(events.at(-1)).toEqual(
        expect.objectContaining({ type: 'attraction.restored', locale: null }),
      );
    });

    it('delivers the webhook of a translation change with its locale', async () => {
      const receiver = await startWebhookReceiver();
      try {
        await createWebhookEndpoint(t, { url: receiver.url, events: ['dining_location.*'] });
        const park = await createThemePark(t);
        const dining = await createDiningLocation(
          t,
          { themeParkId: park.id },
          { dressCode: 'casual' },
        );
        await t.http
          .put(`/studio/dining/${dining.id}/translations/fr`)
          .set(asEditor())
          .send({ dress_code: 'décontractée' })
          .expect(200);
        const [webhook] = await receiver.waitFor(1);
        expect(webhook.json).toEqual({
          type: 'dining_location.updated',
          timestamp: expect.any(String),
          data: expect.objectContaining({ id: dining.id, dress_code: 'casual' }),
          changed_fields: ['translations'],
          locale: 'fr',
        });
        // The body matches the document's WebhookEvent schema, which documents `locale`.
        const contract = new ContractValidator(apiDocument(t.app));
        expect(contract.schemaViolation('WebhookEvent', webhook.json)).toBeNull();
        expect(
          contract.schemaViolation('WebhookEvent', { ...webhook.json, locale: 7 }),
        ).not.toBeNull();
      } finally {
        await t.dataSource.query('DELETE FROM webhook_endpoints');
        await receiver.close();
      }
    });
  });

  describe('bad input', () => {
    let url: string;
    beforeAll(async () => {
      url = `/studio/attractions/${(await attraction()).id}/translations`;
    });

    const put = (body: unknown, locale = 'de') =>
      t.http
        .put(`${url}/${locale}`)
        .set(asEditor())
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(body));

    it('refuses a locale that is not a supported translation locale, naming them', async () => {
      for (const request of [
        put({ name: 'X' }, 'es'),
        t.http.get(`${url}/es`).set(asEditor()),
        t.http.delete(`${url}/es`).set(asEditor()),
        put({ name: 'X' }, 'not a tag'),
      ]) {
        const problem = expectProblem(await request, 400, 'VALIDATION_FAILED');
        expect(problem.errors).toEqual([
          {
            field: 'locale',
            message:
              "must be one of the translation locales: de, fr, pt-BR (the default, en, is the record's own text)",
          },
        ]);
      }
    });

    it('refuses the default locale, pointing at PATCH on the record', async () => {
      for (const request of [put({ name: 'X' }, 'EN'), t.http.get(`${url}/en`).set(asEditor())]) {
        const problem = expectProblem(await request, 400, 'VALIDATION_FAILED');
        expect(problem.errors).toEqual([
          {
            field: 'locale',
            message:
              "'en' is the default locale: its text is the record's own fields, changed with PATCH /studio/attractions/{id}",
          },
        ]);
      }
    });

    it('names unknown and untranslatable fields, and the translatable ones', async () => {
      const problem = expectProblem(
        await put({ name: 'Weltraumberg', slug: 'weltraumberg', colour: 'blue' }),
        400,
        'VALIDATION_FAILED',
      );
      expect(problem.errors).toEqual([
        {
          field: 'slug',
          message:
            'is not translatable; the translatable fields of attractions are: name, description',
        },
        {
          field: 'colour',
          message: 'is not a field of attractions; the translatable fields are: name, description',
        },
      ]);
    });

    it('refuses values that are not strings, blank strings and texts over the limit', async () => {
      const problem = expectProblem(
        await put({ name: 42, description: '   ' }),
        400,
        'VALIDATION_FAILED',
      );
      expect(problem.errors).toEqual([
        { field: 'name', message: 'must be a string, or null to leave it untranslated' },
        { field: 'description', message: 'must not be empty (null leaves it untranslated)' },
      ]);
      for (const [body, field, max] of [
        [{ name: 'x'.repeat(201) }, 'name', 200],
        [{ description: 'x'.repeat(20_001) }, 'description', 20_000],
        [{ name: ['Weltraumberg'] }, 'name', 0],
      ] as const) {
        const tooLong = expectProblem(await put(body), 400, 'VALIDATION_FAILED');
        expect(tooLong.errors).toEqual([
          {
            field,
            message:
              max === 0
                ? 'must be a string, or null to leave it untranslated'
                : `must be at most ${max} characters`,
          },
        ]);
      }
      // The limit is the create body's: 200 characters fit.
      await put({ name: 'x'.repeat(200) }).expect(200);
    });

    it('refuses a body that is not an object, or translates nothing', async () => {
      for (const body of [['name'], {}, { name: null, description: null }]) {
        const problem = expectProblem(await put(body), 400, 'VALIDATION_FAILED');
        expect(problem.errors).toEqual([{ field: 'body', message: expect.any(String) }]);
      }
      // JSON that is not an object or array is refused by the body parser.
      expectProblem(await put('Weltraumberg'), 400, 'MALFORMED_JSON');
      const empty = await t.http.put(`${url}/de`).set(asEditor());
      expectProblem(empty, 400, 'VALIDATION_FAILED');
    });

    it('answers 404 for an unknown record or resource, 400 for a malformed id', async () => {
      for (const request of [
        t.http.get(`/studio/attractions/${UNKNOWN_ID}/translations`).set(asEditor()),
        t.http.get(`/studio/attractions/${UNKNOWN_ID}/translations/de`).set(asEditor()),
        t.http
          .put(`/studio/attractions/${UNKNOWN_ID}/translations/de`)
          .set(asEditor())
          .send({ name: 'X' }),
        t.http.delete(`/studio/attractions/${UNKNOWN_ID}/translations/de`).set(asEditor()),
        t.http.get(`/studio/sailings/${UNKNOWN_ID}/translations`).set(asEditor()),
        t.http.get(`/studio/nonsense/${UNKNOWN_ID}/translations`).set(asEditor()),
      ])
        expectProblem(await request, 404, 'NOT_FOUND');
      expectProblem(
        await t.http.get('/studio/attractions/not-a-uuid/translations').set(asEditor()),
        400,
        'VALIDATION_FAILED',
      );
      expectProblem(await t.http.get(`${url}?locale=de`).set(asEditor()), 400, 'VALIDATION_FAILED');
    });
  });

  describe('auth', () => {
    it('answers 401 without a valid token, on every translation route', async () => {
      const ride = await attraction();
      const url = `/studio/attractions/${ride.id}/translations`;
      for (const request of [
        t.http.get(url),
        t.http.get(`${url}/de`),
        t.http.put(`${url}/de`).send({ name: 'X' }),
        t.http.delete(`${url}/de`),
        t.http.get('/studio/translations'),
        t.http.get(url).set(bearer('not-a-token')),
      ])
        expectProblem(await request, 401, 'UNAUTHORIZED');
      expect(await storedTranslations('attractions', ride.id)).toEqual({});
    });

    it('lets admins and editors translate', async () => {
      const ride = await attraction();
      const url = `/studio/attractions/${ride.id}/translations/fr`;
      await t.http.put(url).set(bearer(admin.accessToken)).send({ name: 'A' }).expect(200);
      await t.http.put(url).set(asEditor()).send({ name: 'B' }).expect(200);
      await t.http.get('/studio/translations').set(bearer(admin.accessToken)).expect(200);
    });
  });

  describe('GET /studio/translations', () => {
    it('lists each record with its status per locale, filtered by resource and missing locale', async () => {
      // The ordering puts these three first among dining locations ('aaa…').
      const park = await createThemePark(t);
      const full = await createDiningLocation(
        t,
        { themeParkId: park.id },
        { name: 'aaa Full', dressCode: 'casual', description: 'Dinner.' },
      );
      const half = await createDiningLocation(
        t,
        { themeParkId: park.id },
        { name: 'aab Half', dressCode: null, description: 'Lunch.' },
      );
      const none = await createDiningLocation(
        t,
        { themeParkId: park.id },
        { name: 'aac None', description: 'Breakfast.' },
      );
      const dining = (id: string) => `/studio/dining/${id}/translations/de`;
      await t.http
        .put(dining(full.id))
        .set(asEditor())
        .send({ name: 'Voll', dress_code: 'leger', description: 'Abendessen.' })
        .expect(200);
      await t.http.put(dining(half.id)).set(asEditor()).send({ name: 'Halb' }).expect(200);
      await t.http
        .put(`/studio/dining/${half.id}/translations/fr`)
        .set(asEditor())
        .send({ name: 'Demi', description: 'Déjeuner.' })
        .expect(200);

      const all = await t.http
        .get('/studio/translations?resource=dining&limit=100')
        .set(asEditor())
        .expect(200);
      const byId = new Map(
        (all.body.data as Array<{ id: string }>).map((row) => [row.id, row] as const),
      );
      expect(byId.get(full.id)).toEqual({
        id: full.id,
        resource: 'dining',
        slug: full.slug,
        name: 'aaa Full',
        locales: { de: 'complete', fr: 'missing', 'pt-BR': 'missing' },
      });
      expect(byId.get(half.id)).toEqual(
        expect.objectContaining({ locales: { de: 'partial', fr: 'complete', 'pt-BR': 'missing' } }),
      );
      expect(byId.get(none.id)).toEqual(
        expect.objectContaining({ locales: { de: 'missing', fr: 'missing', 'pt-BR': 'missing' } }),
      );
      expect(all.body.data.every((row: { resource: string }) => row.resource === 'dining')).toBe(
        true,
      );
      expect(all.body.total).toBe(all.body.data.length);

      const missingDe = await t.http
        .get('/studio/translations?resource=dining&missing=DE&limit=100')
        .set(asEditor())
        .expect(200);
      const ids = (missingDe.body.data as Array<{ id: string }>).map((row) => row.id);
      expect(ids).toEqual(expect.arrayContaining([half.id, none.id]));
      expect(ids).not.toContain(full.id);
      const notCompleteDe = (all.body.data as Array<{ id: string; locales: { de: string } }>)
        .filter((row) => row.locales.de !== 'complete')
        .map((row) => row.id);
      expect(ids).toEqual(notCompleteDe);
      expect(missingDe.body.total).toBe(notCompleteDe.length);

      const page = await t.http
        .get('/studio/translations?resource=dining&missing=fr&limit=1')
        .set(asEditor())
        .expect(200);
      expect(page.body).toEqual(
        expect.objectContaining({ skip: 0, limit: 1, data: [expect.any(Object)] }),
      );
      expect(page.body.data[0].id).toBe(full.id);
    });

    it('lists every translatable resource, ordered by resource, with no filter', async () => {
      await attraction();
      await createGuide(t);
      const response = await t.http
        .get('/studio/translations?limit=100')
        .set(asEditor())
        .expect(200);
      const resources = (response.body.data as Array<{ resource: string }>).map((r) => r.resource);
      expect(resources).toEqual([...resources].sort());
      expect(resources).toEqual(
        expect.arrayContaining(['attractions', 'dining', 'guides', 'ships']),
      );
      const two = await t.http
        .get('/studio/translations?resource=attractions,guides&limit=100')
        .set(asEditor())
        .expect(200);
      expect(
        new Set((two.body.data as Array<{ resource: string }>).map((r) => r.resource)),
      ).toEqual(new Set(['attractions', 'guides']));
    });

    it('answers 400 for an unknown resource or locale, the default locale, and bad paging', async () => {
      for (const [query, field] of [
        ['resource=sailings', 'resource'],
        ['resource=ships,nonsense', 'resource'],
        ['missing=es', 'missing'],
        ['missing=en', 'missing'],
        ['missing=', 'missing'],
        ['limit=0', 'limit'],
        ['status=complete', 'status'],
      ]) {
        const problem = expectProblem(
          await t.http.get(`/studio/translations?${query}`).set(asEditor()),
          400,
          'VALIDATION_FAILED',
        );
        expect(problem.errors?.map((e) => e.field)).toEqual([field]);
      }
      const en = expectProblem(
        await t.http.get('/studio/translations?missing=en').set(asEditor()),
        400,
        'VALIDATION_FAILED',
      );
      expect(en.detail).toContain('de, fr, pt-BR');
    });
  });
});
