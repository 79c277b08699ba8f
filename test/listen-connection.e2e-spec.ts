import { Client } from 'pg';
import { ListenConnection } from '@/common/database/listen-connection';
import { createTestDatabase, dropTestDatabase } from './support/test-database';
import { eventually } from './support/eventually';

/** The one reconnecting LISTEN loop (response cache, webhook dispatcher, CDN purger). */
describe('ListenConnection', () => {
  let database: { name: string; url: string };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => dropTestDatabase(database.name));

  const listener = (
    onNotice: (payload: string) => void,
    onListening: () => void = () => undefined,
  ) =>
    new ListenConnection({
      connectionString: database.url,
      applicationName: 'listen-connection-spec',
      channels: ['spec_channel'],
      onNotice: (_channel, payload) => onNotice(payload),
      onListening,
      maxPauseMs: 1000,
    });

  const sessions = async () => {
    const admin = new Client({ connectionString: database.url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'listen-connection-spec'`,
      );
      return rows[0].n;
    } finally {
      await admin.end();
    }
  };

  it('closes while its connection is still being made (a command that stops at once)', async () => {
    const connection = listener(() => undefined);
    connection.start();
    // Closed in the same tick as started: the connection is being made.
    await connection.close();
    await eventually(async () => ((await sessions()) === 0 ? true : undefined), 'no session left');
  });

  it('delivers notices while listening, and none after close', async () => {
    const notices: string[] = [];
    let listening!: () => void;
    const ready = new Promise<void>((resolve) => (listening = resolve));
    const connection = listener(
      (payload) => notices.push(payload),
      () => listening(),
    );
    connection.start();
    await ready;
    const sender = new Client({ connectionString: database.url });
    await sender.connect();
    try {
      await sender.query(`SELECT pg_notify('spec_channel', 'one')`);
      await eventually(() => (notices.length === 1 ? true : undefined), 'the notice');
      await connection.close();
      expect(await sessions()).toBe(0);
      await sender.query(`SELECT pg_notify('spec_channel', 'two')`);
    } finally {
      await sender.end();
    }
    expect(notices).toEqual(['one']);
  });
});
