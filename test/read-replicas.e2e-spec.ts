import { Client } from 'pg';
import { Ship } from '@/modules/catalogue/cruise/ships/ship.entity';
import { createShip } from './factories/cruise.factory';
import { bearer, createUserWithTokens, UserWithTokens } from './factories/users.factory';
import { eventually } from './support/eventually';
import { FaultyProxy, startFaultyProxy } from './support/faulty-proxy';
import { StreamingReplication, startStreamingReplication } from './support/streaming-replica';
import { createTestApp, TestApp } from './support/test-app';

// Two PostgreSQL servers and the application start in beforeAll.
jest.setTimeout(60_000);

/** DATABASE_REPLICA_MAX_LAG_MS: long enough to read from the paused standby in between. */
const MAX_LAG_MS = 4_000;
/** DATABASE_REPLICA_TIMEOUT_MS: how long a hanging replica may hold a read. */
const REPLICA_TIMEOUT_MS = 1_000;
/** The application_name of the service's replica reads (data-source-options.ts). */
const REPLICA_READS = 'guide-platform-api:replica-reads';

/**
 * Read replicas (DATABASE_REPLICA_URLS) against a real streaming standby of the service's
 * primary. The service reaches the standby through a proxy the tests can make hang or answer
 * garbage; the tests read the standby's own pg_stat_activity to see which reads it served.
 */
describe('read replicas', () => {
  let replication: StreamingReplication;
  let proxy: FaultyProxy;
  let t: TestApp;
  let standby: Client;
  let editor: UserWithTokens;
  let ship: Ship;
  let page = 0;

  beforeAll(async () => {
    replication = await startStreamingReplication('app');
    proxy = await startFaultyProxy({ host: '127.0.0.1', port: replication.standbyPort });
    t = await createTestApp({
      databaseUrl: replication.primaryUrl('app'),
      env: {
        DATABASE_REPLICA_URLS: `postgres://postgres@127.0.0.1:${proxy.port}/app`,
        DATABASE_REPLICA_MAX_LAG_MS: String(MAX_LAG_MS),
        DATABASE_REPLICA_CHECK_MS: '200',
        DATABASE_REPLICA_TIMEOUT_MS: String(REPLICA_TIMEOUT_MS),
        RATE_LIMIT_PUBLIC_PER_MIN: '1000000',
      },
    });
    standby = new Client({ connectionString: replication.standbyUrl('app') });
    // The last test stops the standby under this connection.
    standby.on('error', () => undefined);
    await standby.connect();
    editor = await createUserWithTokens(t, { role: 'editor' });
    ship = await createShip(t, { name: 'Before' });
  }, 120_000);

  afterAll(async () => {
    await standby?.end().catch(() => undefined);
    await t?.close();
    await proxy?.close();
    await replication?.close();
  });

  /** A public list page no earlier request asked for: never a response-cache hit. */
  const freshPage = () => `/api/v1/ships?skip=${++page}`;

  /** Runs `request` and tells whether the standby ran a statement of the replica reads meanwhile. */
  const onStandby = async <T>(request: () => Promise<T>) => {
    const since = (await standby.query<{ t: Date }>('SELECT clock_timestamp() AS t')).rows[0].t;
    const response = await request();
    const { rows } = await standby.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1 AND query_start >= $2',
      [REPLICA_READS, since],
    );
    return { response, onReplica: rows[0].n > 0 };
  };

  const publicRead = (path: string) => onStandby(() => t.http.get(path));

  /** Waits until public reads are answered by the replica (it is in rotation). */
  const replicaInRotation = () =>
    eventually(async () => {
      const read = await publicRead(freshPage());
      return read.onReplica ? read : undefined;
    }, 'a public read answered by the replica');

  const shipName = async (path: string) => {
    const response = await t.http.get(path).expect(200);
    return {
      name: (response.body as { data: { name: string } }).data.name,
      cache: response.headers['x-cache'],
    };
  };

  it('answers public reads from the replica and studio reads from the primary', async () => {
    const { response } = await replicaInRotation();
    expect(response.status).toBe(200);
    expect(response.body.total).toBeGreaterThanOrEqual(1);

    const studio = await onStandby(() =>
      t.http.get(`/studio/ships/${ship.id}`).set(bearer(editor.accessToken)),
    );
    expect(studio).toMatchObject({ response: { status: 200 }, onReplica: false });
  });

  it('never stores what a replica answered before replaying a purged change; moves reads to the primary past the lag bound; reads the studio its own write', async () => {
    const detail = `/api/v1/ships/${ship.slug}`;
    await replicaInRotation();
    await eventually(
      async () => ((await shipName(detail)).cache === 'HIT' ? true : undefined),
      'the detail stored in the response cache',
    );
    await standby.query('SELECT pg_wal_replay_pause()');
    await eventually(async () => {
      const { rows } = await standby.query<{ state: string }>(
        'SELECT pg_get_wal_replay_pause_state() AS state',
      );
      return rows[0].state === 'paused' ? true : undefined;
    }, 'replay paused on the standby');

    // A write by another party (no studio request on this instance): only the commit's purge
    // notice tells the cache. Once it has purged the detail, the paused standby answers it with
    // the old name (within the lag bound), and that answer must not be stored.
    await t.dataSource.query('UPDATE ships SET name = $1 WHERE id = $2', ['After', ship.id]);
    const purged = await eventually(async () => {
      const read = await shipName(detail);
      return read.cache === 'MISS' ? read : undefined;
    }, 'the purge notice dropping the cached detail');
    expect(purged.name).toBe('Before');
    await expect(shipName(detail)).resolves.toEqual({ name: 'Before', cache: 'MISS' });

    // Read-your-writes: the studio reads the primary, whatever the replica has replayed.
    await t.http
      .patch(`/studio/ships/${ship.id}`)
      .set(bearer(editor.accessToken))
      .send({ name: 'Renamed in the studio' })
      .expect(200);
    const studio = await t.http
      .get(`/studio/ships/${ship.id}`)
      .set(bearer(editor.accessToken))
      .expect(200);
    expect(studio.body.data.name).toBe('Renamed in the studio');

    // Past the bound the replica is out of rotation: the primary answers, fresh, and it is stored.
    await eventually(
      async () => ((await shipName(detail)).name === 'Renamed in the studio' ? true : undefined),
      'the primary answering once the standby lags past the bound',
      MAX_LAG_MS * 5,
    );
    await expect(shipName(detail)).resolves.toEqual({
      name: 'Renamed in the studio',
      cache: 'HIT',
    });
    const elsewhere = await publicRead(freshPage());
    expect(elsewhere).toMatchObject({ response: { status: 200 }, onReplica: false });

    await standby.query('SELECT pg_wal_replay_resume()');
    await replicaInRotation();
  });

  it('takes a replica that answers garbage out of rotation; the primary answers', async () => {
    await replicaInRotation();
    proxy.behave('garbage');
    for (let i = 0; i < 3; i++) {
      const response = await t.http.get(freshPage());
      expect(response.status).toBe(200);
      expect(response.body.total).toBeGreaterThanOrEqual(1);
    }
    proxy.behave('relay');
    await replicaInRotation();
  });

  it('takes a replica that hangs out of rotation after its timeout; the primary answers', async () => {
    await replicaInRotation();
    proxy.behave('hang');
    const first = await t.http.get(freshPage());
    expect(first.status).toBe(200);
    // Out of rotation now: the next read does not wait for the replica.
    const startedAt = Date.now();
    const second = await t.http.get(freshPage());
    expect(second.status).toBe(200);
    expect(Date.now() - startedAt).toBeLessThan(REPLICA_TIMEOUT_MS);
    proxy.behave('relay');
    await replicaInRotation();
  });

  it('answers public reads from the primary while the replica is down', async () => {
    await replicaInRotation();
    await replication.stopStandby();
    for (let i = 0; i < 3; i++) {
      const response = await t.http.get(freshPage());
      expect(response.status).toBe(200);
      expect(response.body.total).toBeGreaterThanOrEqual(1);
    }
    await expect(shipName(`/api/v1/ships/${ship.slug}`)).resolves.toMatchObject({
      name: 'Renamed in the studio',
    });
  });
});
