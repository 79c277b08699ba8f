import { request as httpRequest } from 'node:http';
import type { Response } from 'supertest';
import { auditChanges } from '@/modules/audit/audit-redaction';
import { AuditEntry } from '@/modules/audit/entities/audit-entry.entity';
import { VaultEntry } from '@/modules/vault/entities/vault-entry.entity';
import { WebhookDelivery } from '@/modules/webhooks/entities/webhook-delivery.entity';
import { createApiClient } from './factories/api-clients.factory';
import { createCategory, createGuide, createVideo } from './factories/content.factory';
import {
  createCruiseLine,
  createDryDock,
  createExcursion,
  createItinerary,
  createPort,
  createSailing,
  createShip,
  dateFromToday,
  uniqueSlug,
} from './factories/cruise.factory';
import { image } from './factories/images.factory';
import {
  createAttraction,
  createDiningLocation,
  createResort,
  createSpecialEvent,
  createThemePark,
} from './factories/parks.factory';
import {
  bearer,
  createUser,
  createUserWithTokens,
  DEFAULT_PASSWORD,
  login,
  uniqueEmail,
  UserWithTokens,
} from './factories/users.factory';
import { challengeFor, enableTwoFactor, totpCode } from './factories/two-factor.factory';
import { createWebhookEndpoint, raiseEvent } from './factories/webhooks.factory';
import { flushRequestLog } from './support/request-log';
import { createTestApp, TestApp } from './support/test-app';
import { eventually, startWebhookReceiver, WebhookReceiver } from './support/webhook-receiver';

type Body = Record<string, unknown>;

/** One request of a studio write operation, made ready by its setup. */
interface Call {
  /** The values of the template's path parameters. */
  params?: Record<string, string>;
  /** A JSON body. */
  body?: Body;
  /** A multipart body: text fields and one file. */
  form?: { fields: Record<string, string>; file: { field: string; data: Buffer; name: string } };
  /** The caller (default: the admin); null sends no token (login, refresh). */
  as?: UserWithTokens | null;
  /** What the entry's changes are when they are not the body as the log redacts it. */
  changes?: unknown;
  /** The changes of each entry, in order, for a write that records several (a release's publish). */
  entries?: unknown[];
}

interface Context {
  t: TestApp;
  admin: UserWithTokens;
  receiver: WebhookReceiver;
  /** The id of a record created through the lowercase studio route (so it has revisions). */
  created(path: string, body: Body): Promise<string>;
}

type Setup = (c: Context) => Call | Promise<Call>;

const lineBody = () => ({ name: 'Audited Line', slug: uniqueSlug('audited-line') });

/** A staged change to a new cruise line, through the studio route. */
async function stagedDraft({ t, admin }: Context): Promise<{ id: string; record_id: string }> {
  const line = await createCruiseLine(t);
  const staged = await t.http
    .put(`/studio/cruise-lines/${line.id}/draft`)
    .set(bearer(admin.accessToken))
    .send({ description: 'Staged.' })
    .expect(200);
  return staged.body.data as { id: string; record_id: string };
}

/** A cruise line staged as a new record, through the studio route. */
async function newRecordDraft({ t, admin }: Context): Promise<{ id: string; body: Body }> {
  const staged = await t.http
    .post('/studio/cruise-lines/drafts')
    .set(bearer(admin.accessToken))
    .send(lineBody())
    .expect(201);
  return staged.body.data as { id: string; body: Body };
}

/** A release holding one staged change of a cruise line, through the studio routes. */
async function releaseWithEntry(
  c: Context,
): Promise<{ id: string; draftId: string; recordId: string }> {
  const draft = await stagedDraft(c);
  const id = await c.created('releases', { name: 'Audited release' });
  await c.t.http
    .post(`/studio/releases/${id}/entries`)
    .set(bearer(c.admin.accessToken))
    .send({ draft_id: draft.id })
    .expect(201);
  return { id, draftId: draft.id, recordId: draft.record_id };
}

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

/**
 * Every studio write operation of the OpenAPI document, with what it needs to succeed. A new
 * operation fails the coverage test below until it is added here.
 */
const WRITES: Record<string, Setup> = {
  'POST /studio/api-clients': () => ({ body: { name: 'Audited client', notes: 'n' } }),
  'PATCH /studio/api-clients/{id}': async ({ t }) => ({
    params: { id: (await createApiClient(t)).client.id },
    body: { name: 'Renamed client' },
  }),
  'DELETE /studio/api-clients/{id}': async ({ t }) => ({
    params: { id: (await createApiClient(t)).client.id },
  }),
  'POST /studio/api-clients/{id}/regenerate': async ({ t }) => ({
    params: { id: (await createApiClient(t)).client.id },
  }),
  'POST /studio/api-clients/{id}/revoke': async ({ t }) => ({
    params: { id: (await createApiClient(t)).client.id },
  }),

  'POST /studio/auth/change-password': async ({ t }) => ({
    as: await createUserWithTokens(t),
    body: { current_password: DEFAULT_PASSWORD, new_password: 'a-new-password-42' },
  }),
  'POST /studio/auth/login': async ({ t }) => ({
    as: null,
    body: { username: (await createUser(t)).email, password: DEFAULT_PASSWORD },
  }),
  'POST /studio/auth/logout': async ({ t }) => ({ as: await createUserWithTokens(t) }),
  'POST /studio/auth/refresh': async ({ t }) => {
    const tokens = await login(t, (await createUser(t)).email);
    return { as: null, body: { refresh_token: tokens.refreshToken } };
  },
  'POST /studio/auth/sessions/revoke-others': async ({ t }) => {
    const user = await createUserWithTokens(t);
    await login(t, user.user.email);
    return { as: user };
  },
  'DELETE /studio/auth/sessions/{id}': async ({ t }) => {
    const user = await createUserWithTokens(t);
    const other = await login(t, user.user.email);
    return { as: user, params: { id: sessionIdOf(other.accessToken) } };
  },

  'POST /studio/auth/2fa/enrolment': async ({ t }) => ({ as: await createUserWithTokens(t) }),
  'POST /studio/auth/2fa/enrolment/confirm': async ({ t }) => {
    const as = await createUserWithTokens(t);
    const started = await t.http
      .post('/studio/auth/2fa/enrolment')
      .set(bearer(as.accessToken))
      .expect(201);
    return { as, body: { code: totpCode(started.body.data.secret as string) } };
  },
  'POST /studio/auth/2fa/recovery-codes': async ({ t }) => {
    const as = await createUserWithTokens(t);
    return { as, body: { code: totpCode(await enableTwoFactor(t, as.user.id)) } };
  },
  'POST /studio/auth/2fa/disable': async ({ t }) => {
    const as = await createUserWithTokens(t);
    return { as, body: { code: totpCode(await enableTwoFactor(t, as.user.id)) } };
  },
  'POST /studio/auth/login/2fa': async ({ t }) => {
    const user = await createUser(t);
    const secret = await enableTwoFactor(t, user.id);
    return {
      as: null,
      body: { challenge_token: await challengeFor(t, user.email), code: totpCode(secret) },
    };
  },

  'POST /studio/users': () => ({
    body: {
      email: uniqueEmail('audited'),
      full_name: 'Audited Admin',
      role: 'admin',
      password: 'a-fine-password-1',
    },
  }),
  'PATCH /studio/users/{id}': async ({ t }) => ({
    params: { id: (await createUser(t)).id },
    body: { full_name: 'Renamed', password: 'another-password-2' },
  }),
  'DELETE /studio/users/{id}': async ({ t }) => ({ params: { id: (await createUser(t)).id } }),
  'DELETE /studio/users/{id}/2fa': async ({ t }) => {
    const user = await createUser(t);
    await enableTwoFactor(t, user.id);
    return { params: { id: user.id } };
  },

  'POST /studio/vault': () => ({
    body: {
      key_name: `AUDITED_${uniqueSlug('key').replace(/-/g, '_').toUpperCase()}`,
      service_name: 'stripe',
      environment: 'production',
      value: 'sk_live_audited_secret',
    },
  }),
  'PATCH /studio/vault/{id}': async (c) => ({
    params: { id: await vaultEntry(c) },
    body: { description: 'moved' },
  }),
  'DELETE /studio/vault/{id}': async (c) => ({ params: { id: await vaultEntry(c) } }),
  'POST /studio/vault/{id}/rotate': async (c) => ({
    params: { id: await vaultEntry(c) },
    body: { new_value: 'sk_live_rotated_secret' },
  }),

  'POST /studio/webhooks': ({ receiver }) => ({
    body: { url: receiver.url, events: ['ship.*'], description: 'Audited' },
  }),
  'PATCH /studio/webhooks/{id}': async (c) => ({
    params: { id: await webhookEndpoint(c) },
    body: { description: 'Renamed' },
  }),
  'DELETE /studio/webhooks/{id}': async (c) => ({ params: { id: await webhookEndpoint(c) } }),
  'POST /studio/webhooks/{id}/rotate-secret': async (c) => ({
    params: { id: await webhookEndpoint(c) },
    body: { overlap_seconds: 0 },
  }),
  'POST /studio/webhooks/{id}/test': async (c) => ({ params: { id: await webhookEndpoint(c) } }),
  'POST /studio/webhooks/{id}/deliveries/{delivery}/redeliver': async (c) => {
    const id = await webhookEndpoint(c);
    const event = await raiseEvent(c.t.dataSource);
    const delivery = await eventually(async () => {
      const found = await c.t.dataSource
        .getRepository(WebhookDelivery)
        .findOneBy({ endpointId: id, eventId: event.id });
      return found && found.status !== 'pending' ? found : undefined;
    }, 'the delivery to finish');
    return { params: { id, delivery: delivery.id } };
  },

  'POST /studio/media/upload': async () => ({
    form: {
      fields: { content_type: 'ships', slug: 'audited-ship', filename: 'hero' },
      file: { field: 'file', data: await image('png'), name: 'hero.png' },
    },
  }),
  'DELETE /studio/media/{id}': async ({ t, admin }) => {
    const uploaded = await t.http
      .post('/studio/media/upload')
      .set(bearer(admin.accessToken))
      .field('content_type', 'ports')
      .field('slug', 'audited-port')
      .field('filename', 'harbour')
      .attach('file', await image('png'), 'port.png')
      .expect(200);
    return { params: { id: uploaded.body.data.id as string } };
  },
  'PATCH /studio/media/{id}': async ({ t, admin }) => {
    const uploaded = await t.http
      .post('/studio/media/upload')
      .set(bearer(admin.accessToken))
      .field('content_type', 'ports')
      .field('slug', 'described-port')
      .field('filename', 'harbour')
      .attach('file', await image('png'), 'port.png')
      .expect(200);
    return { params: { id: uploaded.body.data.id as string }, body: { alt_text: 'The harbour' } };
  },

  'PUT /studio/{resource}/{id}/translations/{locale}': async ({ t }) => ({
    params: { resource: 'cruise-lines', id: (await createCruiseLine(t)).id, locale: 'de' },
    body: { description: 'Eine Reederei.' },
    changes: { locale: 'de', translation: { description: 'Eine Reederei.' } },
  }),
  'DELETE /studio/{resource}/{id}/translations/{locale}': async ({ t }) => {
    const line = await createCruiseLine(t, { translations: { de: { description: 'Weg.' } } });
    return {
      params: { resource: 'cruise-lines', id: line.id, locale: 'de' },
      changes: { locale: 'de', translation: null },
    };
  },

  'POST /studio/{resource}/drafts': () => ({
    params: { resource: 'cruise-lines' },
    body: lineBody(),
  }),
  'PUT /studio/{resource}/{id}/draft': async ({ t }) => ({
    params: { resource: 'cruise-lines', id: (await createCruiseLine(t)).id },
    body: { description: 'Staged.' },
  }),
  'DELETE /studio/{resource}/{id}/draft': async (c) => ({
    params: { resource: 'cruise-lines', id: (await stagedDraft(c)).record_id },
  }),
  'POST /studio/{resource}/{id}/draft/publish': async (c) => {
    const draft = await stagedDraft(c);
    return {
      params: { resource: 'cruise-lines', id: draft.record_id },
      changes: { draft_id: draft.id, changes: { description: 'Staged.' } },
    };
  },
  'PUT /studio/drafts/{draft_id}': async (c) => ({
    params: { draft_id: (await newRecordDraft(c)).id },
    body: lineBody(),
  }),
  'DELETE /studio/drafts/{draft_id}': async (c) => ({
    params: { draft_id: (await newRecordDraft(c)).id },
  }),
  'POST /studio/drafts/{draft_id}/publish': async (c) => {
    const draft = await newRecordDraft(c);
    return { params: { draft_id: draft.id }, changes: { draft_id: draft.id, changes: draft.body } };
  },

  'PUT /studio/{resource}/{id}/schedule': async ({ t }) => {
    const at = inAnHour();
    return {
      params: { resource: 'cruise-lines', id: (await createCruiseLine(t)).id },
      body: { unpublish_at: at },
    };
  },
  'DELETE /studio/{resource}/{id}/schedule': async ({ t, admin }) => {
    const id = (await createCruiseLine(t)).id;
    await t.http
      .put(`/studio/cruise-lines/${id}/schedule`)
      .set(bearer(admin.accessToken))
      .send({ unpublish_at: inAnHour() })
      .expect(200);
    return { params: { resource: 'cruise-lines', id } };
  },
  'PUT /studio/drafts/{draft_id}/schedule': async (c) => ({
    params: { draft_id: (await newRecordDraft(c)).id },
    body: { publish_at: inAnHour() },
  }),
  'DELETE /studio/drafts/{draft_id}/schedule': async (c) => {
    const draftId = (await newRecordDraft(c)).id;
    await c.t.http
      .put(`/studio/drafts/${draftId}/schedule`)
      .set(bearer(c.admin.accessToken))
      .send({ publish_at: inAnHour() })
      .expect(200);
    return { params: { draft_id: draftId } };
  },

  'POST /studio/releases': () => ({ body: { name: 'Audited release' } }),
  'PATCH /studio/releases/{id}': async (c) => ({
    params: { id: await c.created('releases', { name: 'Audited release' }) },
    body: { name: 'Renamed release' },
  }),
  'DELETE /studio/releases/{id}': async (c) => ({
    params: { id: await c.created('releases', { name: 'Audited release' }) },
  }),
  'POST /studio/releases/{id}/entries': async (c) => {
    const draft = await stagedDraft(c);
    return {
      params: { id: await c.created('releases', { name: 'Audited release' }) },
      body: { draft_id: draft.id },
    };
  },
  'DELETE /studio/releases/{id}/entries/{draft_id}': async (c) => {
    const release = await releaseWithEntry(c);
    return { params: { id: release.id, draft_id: release.draftId } };
  },
  'PUT /studio/releases/{id}/schedule': async (c) => ({
    params: { id: (await releaseWithEntry(c)).id },
    body: { publish_at: inAnHour() },
  }),
  'DELETE /studio/releases/{id}/schedule': async (c) => {
    const { id } = await releaseWithEntry(c);
    await c.t.http
      .put(`/studio/releases/${id}/schedule`)
      .set(bearer(c.admin.accessToken))
      .send({ publish_at: inAnHour() })
      .expect(200);
    return { params: { id } };
  },
  'POST /studio/releases/{id}/publish': async (c) => {
    const release = await releaseWithEntry(c);
    const entry = {
      draft_id: release.draftId,
      resource: 'cruise-lines',
      record_id: release.recordId,
    };
    // The entry's own write (its record's update), then the release's publish.
    return {
      params: { id: release.id },
      entries: [
        { draft_id: release.draftId, changes: { description: 'Staged.' } },
        { force: false, entries: [entry], scheduled: false },
      ],
    };
  },

  'POST /studio/preview-tokens': () => ({ body: { scope: 'drafts' } }),
  'DELETE /studio/preview-tokens/{id}': async ({ t, admin }) => {
    const issued = await t.http
      .post('/studio/preview-tokens')
      .set(bearer(admin.accessToken))
      .send({ scope: 'drafts' })
      .expect(201);
    return { params: { id: issued.body.data.id as string } };
  },

  'POST /studio/{resource}/{id}/revisions/{revision}/restore': async ({ t, admin, created }) => {
    const id = await created('cruise-lines', lineBody());
    await t.http
      .patch(`/studio/cruise-lines/${id}`)
      .set(bearer(admin.accessToken))
      .send({ description: 'Changed' })
      .expect(200);
    const history = await t.http
      .get(`/studio/cruise-lines/${id}/revisions`)
      .set(bearer(admin.accessToken))
      .expect(200);
    const first = (history.body.data as Array<{ id: string; number: number }>).find(
      (r) => r.number === 1,
    )!;
    return {
      params: { resource: 'cruise-lines', id, revision: first.id },
      // The restore records the revision it made: the third, after the create and the change.
      changes: { revision: 3, revision_id: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    };
  },

  'POST /studio/cruise-lines': () => ({ body: lineBody() }),
  'PATCH /studio/cruise-lines/{id}': async ({ t }) => ({
    params: { id: (await createCruiseLine(t)).id },
    body: { description: 'Changed' },
  }),
  'DELETE /studio/cruise-lines/{id}': async ({ t }) => ({
    params: { id: (await createCruiseLine(t)).id },
  }),
  'POST /studio/ships': async ({ t }) => ({
    body: {
      name: 'Audited Ship',
      slug: uniqueSlug('audited-ship'),
      cruise_line_id: (await createCruiseLine(t)).id,
    },
  }),
  'PATCH /studio/ships/{id}': async ({ t }) => ({
    params: { id: (await createShip(t)).id },
    body: { ship_class: 'Oasis' },
  }),
  'DELETE /studio/ships/{id}': async ({ t }) => ({ params: { id: (await createShip(t)).id } }),
  'POST /studio/ships/{id}/dry-docks': async ({ t }) => ({
    params: { id: (await createShip(t)).id },
    body: { start_date: '2027-01-10', end_date: '2027-02-03', shipyard: 'Audited Yard' },
  }),
  'DELETE /studio/ships/{id}/dry-docks/{dry_dock_id}': async ({ t }) => {
    const ship = await createShip(t);
    return { params: { id: ship.id, dry_dock_id: (await createDryDock(t, ship.id)).id } };
  },
  'POST /studio/ports': () => ({
    body: { name: 'Audited Port', slug: uniqueSlug('audited-port'), country: 'Bahamas' },
  }),
  'PATCH /studio/ports/{id}': async ({ t }) => ({
    params: { id: (await createPort(t)).id },
    body: { region: 'Caribbean' },
  }),
  'DELETE /studio/ports/{id}': async ({ t }) => ({ params: { id: (await createPort(t)).id } }),
  'POST /studio/itineraries': async ({ t }) => {
    const port = await createPort(t);
    return {
      body: {
        name: 'Audited Voyage',
        slug: uniqueSlug('audited-voyage'),
        cruise_line_id: (await createCruiseLine(t)).id,
        embarkation_port_id: port.id,
        disembarkation_port_id: port.id,
        cruise_region: 'Caribbean',
        nights: 3,
      },
    };
  },
  'PATCH /studio/itineraries/{id}': async ({ t }) => ({
    params: { id: (await createItinerary(t)).id },
    body: { nights: 4 },
  }),
  'DELETE /studio/itineraries/{id}': async ({ t }) => ({
    params: { id: (await createItinerary(t)).id },
  }),
  'POST /studio/sailings': async ({ t }) => {
    const ship = await createShip(t);
    return {
      body: {
        ship_id: ship.id,
        itinerary_id: (await createItinerary(t, { cruiseLineId: ship.cruiseLineId })).id,
        departure_date: dateFromToday(30),
        return_date: dateFromToday(37),
      },
    };
  },
  'PATCH /studio/sailings/{id}': async ({ t }) => ({
    params: { id: (await createSailing(t)).id },
    body: { status: 'sold_out' },
  }),
  'DELETE /studio/sailings/{id}': async ({ t }) => ({
    params: { id: (await createSailing(t)).id },
  }),
  'POST /studio/excursions': async ({ t }) => ({
    body: {
      name: 'Audited Snorkel',
      slug: uniqueSlug('audited-snorkel'),
      excursion_type: 'shore',
      port_id: (await createPort(t)).id,
    },
  }),
  'PATCH /studio/excursions/{id}': async ({ t }) => ({
    params: { id: (await createExcursion(t)).id },
    body: { description: 'Reef' },
  }),
  'DELETE /studio/excursions/{id}': async ({ t }) => ({
    params: { id: (await createExcursion(t)).id },
  }),

  'POST /studio/theme-parks': () => ({
    body: {
      name: 'Audited Park',
      slug: uniqueSlug('audited-park'),
      timezone: 'America/New_York',
    },
  }),
  'PATCH /studio/theme-parks/{id}': async ({ t }) => ({
    params: { id: (await createThemePark(t)).id },
    body: { city: 'Orlando' },
  }),
  'DELETE /studio/theme-parks/{id}': async ({ t }) => ({
    params: { id: (await createThemePark(t)).id },
  }),
  'POST /studio/resorts': async ({ t }) => ({
    body: {
      name: 'Audited Resort',
      slug: uniqueSlug('audited-resort'),
      theme_park_id: (await createThemePark(t)).id,
    },
  }),
  'PATCH /studio/resorts/{id}': async ({ t }) => ({
    params: { id: (await createResort(t, await createThemePark(t))).id },
    body: { description: 'Lakeside' },
  }),
  'DELETE /studio/resorts/{id}': async ({ t }) => ({
    params: { id: (await createResort(t, await createThemePark(t))).id },
  }),
  'POST /studio/attractions': async ({ t }) => ({
    body: {
      name: 'Audited Ride',
      slug: uniqueSlug('audited-ride'),
      theme_park_id: (await createThemePark(t)).id,
    },
  }),
  'PATCH /studio/attractions/{id}': async ({ t }) => ({
    params: { id: (await createAttraction(t, await createThemePark(t))).id },
    body: { ride_type: 'Coaster' },
  }),
  'DELETE /studio/attractions/{id}': async ({ t }) => ({
    params: { id: (await createAttraction(t, await createThemePark(t))).id },
  }),
  'POST /studio/events': async ({ t }) => ({
    body: {
      name: 'Audited Nights',
      slug: uniqueSlug('audited-nights'),
      theme_park_id: (await createThemePark(t)).id,
      start_date: '2099-10-01',
      end_date: '2099-10-31',
    },
  }),
  'PATCH /studio/events/{id}': async ({ t }) => ({
    params: { id: (await createSpecialEvent(t, await createThemePark(t))).id },
    body: { description: 'Spooky' },
  }),
  'DELETE /studio/events/{id}': async ({ t }) => ({
    params: { id: (await createSpecialEvent(t, await createThemePark(t))).id },
  }),
  'POST /studio/dining': async ({ t }) => ({
    body: {
      name: 'Audited Diner',
      slug: uniqueSlug('audited-diner'),
      venue_type: 'table service',
      cuisine_type: 'American',
      theme_park_id: (await createThemePark(t)).id,
    },
  }),
  'PATCH /studio/dining/{id}': async ({ t }) => ({
    params: {
      id: (await createDiningLocation(t, { themeParkId: (await createThemePark(t)).id })).id,
    },
    body: { cuisine_type: 'Italian' },
  }),
  'DELETE /studio/dining/{id}': async ({ t }) => ({
    params: {
      id: (await createDiningLocation(t, { themeParkId: (await createThemePark(t)).id })).id,
    },
  }),

  'POST /studio/guides': () => ({
    body: { title: 'Audited Guide', slug: uniqueSlug('audited-guide'), body: 'x' },
  }),
  'PATCH /studio/guides/{id}': async ({ t }) => ({
    params: { id: (await createGuide(t)).id },
    body: { body: 'Changed' },
  }),
  'DELETE /studio/guides/{id}': async ({ t }) => ({ params: { id: (await createGuide(t)).id } }),
  'POST /studio/videos': () => ({
    body: {
      title: 'Audited Video',
      slug: uniqueSlug('audited-video'),
      provider: 'youtube',
      embed_id: 'dQw4w9WgXcQ',
    },
  }),
  'PATCH /studio/videos/{id}': async ({ t }) => ({
    params: { id: (await createVideo(t)).id },
    body: { title: 'Renamed Video' },
  }),
  'DELETE /studio/videos/{id}': async ({ t }) => ({ params: { id: (await createVideo(t)).id } }),
  'POST /studio/categories': () => ({
    body: { name: 'Audited Category', slug: uniqueSlug('audited-category') },
  }),
  'PATCH /studio/categories/{id}': async ({ t }) => ({
    params: { id: (await createCategory(t)).id },
    body: { description: 'Changed' },
  }),
  'DELETE /studio/categories/{id}': async ({ t }) => ({
    params: { id: (await createCategory(t)).id },
  }),
};

/** Sign-in and token exchanges are left out of the audit log on purpose (@SkipAudit). */
const NOT_AUDITED = new Set([
  'POST /studio/auth/login',
  'POST /studio/auth/refresh',
  'POST /studio/auth/logout',
  'POST /studio/auth/login/2fa',
]);

const sessionIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string }).sid;

async function vaultEntry({ t, admin }: Context): Promise<string> {
  const response = await t.http
    .post('/studio/vault')
    .set(bearer(admin.accessToken))
    .send({
      key_name: `SETUP_${uniqueSlug('key').replace(/-/g, '_').toUpperCase()}`,
      service_name: 'stripe',
      environment: 'production',
      value: 'sk_setup_secret',
    })
    .expect(201);
  return response.body.data.id as string;
}

async function webhookEndpoint({ t, receiver }: Context): Promise<string> {
  return (await createWebhookEndpoint(t, { url: receiver.url })).endpoint.id;
}

/** `cruise-lines` → `CrUiSe-LiNeS`: a spelling Express routes to the same route. */
const mixedCase = (segment: string) =>
  [...segment].map((c, i) => (i % 2 === 0 ? c.toUpperCase() : c.toLowerCase())).join('');

/** The template's path with its parameters filled in and every literal segment in mixed case. */
function mixedCasePath(template: string, params: Record<string, string> = {}): string {
  return template
    .split('/')
    .map((segment) => {
      const name = /^\{(.+)\}$/.exec(segment)?.[1];
      if (name === undefined) return mixedCase(segment);
      const value = params[name];
      if (value === undefined) throw new Error(`${template}: no value for {${name}}`);
      return value;
    })
    .join('/');
}

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];
const PUBLIC_PER_MIN = 3;

// About seventy writes with their setups, two image uploads among them.
jest.setTimeout(180_000);

describe('studio writes and public reads, whatever the spelling of their path', () => {
  let t: TestApp;
  let admin: UserWithTokens;
  let receiver: WebhookReceiver;
  let operations: Map<string, number>;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        WEBHOOK_ALLOW_PRIVATE: 'true',
        WEBHOOK_RETRY_BASE_MS: '20',
        WEBHOOK_POLL_MS: '200',
        RATE_LIMIT_PUBLIC_PER_MIN: String(PUBLIC_PER_MIN),
      },
    });
    admin = await createUserWithTokens(t, { role: 'admin' });
    receiver = await startWebhookReceiver();
    const document = (await t.http.get('/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    // Every studio write operation and the status of its success.
    operations = new Map(
      Object.entries(document.paths)
        .filter(([path]) => path.startsWith('/studio/'))
        .flatMap(([path, byMethod]) =>
          Object.entries(byMethod)
            .filter(([method]) => WRITE_METHODS.includes(method))
            .map(([method, operation]): [string, number] => [
              `${method.toUpperCase()} ${path}`,
              Number(Object.keys(operation.responses).find((status) => /^2\d\d$/.test(status))),
            ]),
        ),
    );
  });
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  const entries = () => t.dataSource.getRepository(AuditEntry).find({ order: { seq: 'ASC' } });
  const count = () => t.dataSource.getRepository(AuditEntry).count();

  const context = (): Context => ({
    t,
    admin,
    receiver,
    created: async (path, body) => {
      const response = await t.http
        .post(`/studio/${path}`)
        .set(bearer(admin.accessToken))
        .send(body)
        .expect(201);
      return response.body.data.id as string;
    },
  });

  function send(method: string, path: string, call: Call) {
    const caller = call.as === undefined ? admin : call.as;
    let request = t.http[method.toLowerCase() as 'post' | 'patch' | 'put' | 'delete'](path);
    if (caller) request = request.set(bearer(caller.accessToken));
    if (call.form) {
      for (const [name, value] of Object.entries(call.form.fields))
        request = request.field(name, value);
      return request.attach(call.form.file.field, call.form.file.data, call.form.file.name);
    }
    return call.body ? request.send(call.body) : request;
  }

  it('has a setup for every studio write operation of the OpenAPI document', () => {
    expect(Object.keys(WRITES).sort()).toEqual([...operations.keys()].sort());
  });

  it('records each studio write sent with a mixed-case path once, with user, IP and changes', async () => {
    const outcomes: Array<Record<string, unknown>> = [];
    for (const [operation, setup] of Object.entries(WRITES)) {
      const [method, template] = operation.split(' ');
      const call = await setup(context());
      const caller = call.as === undefined ? admin : call.as;
      const before = await count();
      const response: Response = await send(method, mixedCasePath(template, call.params), call);
      const added = (await entries()).slice(before);
      const changes =
        'changes' in call
          ? call.changes
          : method === 'DELETE'
            ? null
            : auditChanges(call.form ? call.form.fields : call.body);
      outcomes.push({
        operation,
        status: response.status,
        entries: added.map((entry) => ({
          user_id: entry.userId,
          ip: entry.ip,
          changes: entry.changes,
        })),
      });
      const expected = {
        operation,
        status: operations.get(operation),
        entries: NOT_AUDITED.has(operation)
          ? []
          : (call.entries ?? [changes]).map((entryChanges) => ({
              user_id: caller?.user.id,
              ip: expect.stringMatching(/127\.0\.0\.1|::1/),
              changes: entryChanges,
            })),
      };
      expect(outcomes[outcomes.length - 1]).toEqual(expected);
    }
  });

  describe('other spellings of a path', () => {
    let origin: string;

    beforeAll(async () => {
      origin = await t.listen();
    });

    /** A request with exactly this request-target: fetch and supertest would normalise it. */
    function raw(
      method: string,
      target: string,
      body?: Body,
      signedIn = true,
    ): Promise<{ status: number; type: string; requestId: string; json: Body }> {
      const payload = body === undefined ? '' : JSON.stringify(body);
      return new Promise((resolve, reject) => {
        const request = httpRequest(
          `${origin}/`,
          {
            method,
            path: target,
            headers: {
              ...(signedIn ? bearer(admin.accessToken) : {}),
              ...(body === undefined
                ? {}
                : {
                    'Content-Type': 'application/json',
                    'Content-Length': Buffer.byteLength(payload),
                  }),
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              resolve({
                status: response.statusCode ?? 0,
                type: String(response.headers['content-type'] ?? ''),
                requestId: String(response.headers['x-request-id']),
                json: text ? (JSON.parse(text) as Body) : {},
              });
            });
          },
        );
        request.on('error', reject);
        request.end(payload);
      });
    }

    const vaultBody = () => ({
      key_name: `VARIANT_${uniqueSlug('key').replace(/-/g, '_').toUpperCase()}`,
      service_name: 'stripe',
      environment: 'production',
      value: 'sk_variant_secret',
    });
    const vaultCount = () => t.dataSource.getRepository(VaultEntry).count();

    it.each([
      ['a doubled slash', '//studio/vault'],
      ['a dot segment', '/studio/./vault'],
      ['a dot-dot segment', '/studio/x/../vault'],
      ['an encoded letter of "studio"', '/%73tudio/vault'],
      ['an encoded letter of the resource', '/studio/%76ault'],
      ['an encoded slash', '/studio%2Fvault'],
      ['an encoded slash in upper case', '/STUDIO%2fVAULT'],
    ])(
      'refuses %s (%s) with a 404 problem, writing and recording nothing',
      async (_what, target) => {
        const [entriesBefore, vaultBefore] = [await count(), await vaultCount()];
        const response = await raw('POST', target, vaultBody());
        expect({ status: response.status, type: response.type, code: response.json.code }).toEqual({
          status: 404,
          type: 'application/problem+json; charset=utf-8',
          code: 'NOT_FOUND',
        });
        expect([await count(), await vaultCount()]).toEqual([entriesBefore, vaultBefore]);
      },
    );

    it.each([
      ['a trailing slash', '/studio/vault/'],
      ['a trailing slash in upper case', '/STUDIO/VAULT/'],
      ['an absolute-form request-target', 'ORIGIN/Studio/Vault'],
    ])('records a write reached through %s (%s) like /studio/vault', async (_what, target) => {
      const before = await count();
      const body = vaultBody();
      const response = await raw('POST', target.replace('ORIGIN', origin), body);
      expect(response.status).toBe(201);
      const added = (await entries()).slice(before);
      expect(
        added.map((entry) => ({
          userId: entry.userId,
          entityType: entry.entityType,
          entityId: entry.entityId,
          changes: entry.changes,
        })),
      ).toEqual([
        {
          userId: admin.user.id,
          entityType: 'vault_entry',
          entityId: (response.json.data as Body).id,
          changes: { ...body, value: '[REDACTED]' },
        },
      ]);
    });

    it('logs a studio write in absolute form in the request log, under its route', async () => {
      const response = await raw('POST', `${origin}/STUDIO/vault`, vaultBody());
      expect(response.status).toBe(201);
      await flushRequestLog(t);
      const rows = await t.dataSource.query<Array<{ route: string; user_id: string }>>(
        'SELECT route, user_id FROM api_request_logs WHERE request_id = $1',
        [response.requestId],
      );
      expect(rows).toEqual([{ route: '/studio/vault', user_id: admin.user.id }]);
    });

    it('counts a public read in absolute form against the rate limit', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < PUBLIC_PER_MIN + 1; i += 1)
        statuses.push((await raw('GET', `${origin}/API/v1/Cruise-Lines`, undefined, false)).status);
      expect(statuses).toEqual([...Array<number>(PUBLIC_PER_MIN).fill(200), 429]);
    });

    it('records a delete whose id parameter is percent-encoded, with the decoded id', async () => {
      const user = await createUser(t);
      const before = await count();
      const encoded = [...user.id].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('');
      const response = await raw('DELETE', `/Studio/Users/${encoded}`);
      expect(response.status).toBe(204);
      expect(
        (await entries()).slice(before).map((entry) => [entry.action, entry.entityId]),
      ).toEqual([['delete', user.id]]);
    });

    it('answers no-store on a studio path in any case', async () => {
      const response = await t.http
        .get('/StUdIo/users/')
        .set(bearer(admin.accessToken))
        .expect(200);
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });
});
