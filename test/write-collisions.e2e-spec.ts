import { leadBody } from './factories/leads.factory';
import { uniqueSlug } from './factories/cruise.factory';
import { bearer, createUserWithTokens, UserWithTokens } from './factories/users.factory';
import { expectProblem } from './support/problem';
import { createTestApp, TestApp } from './support/test-app';

/**
 * A deadlock (40P01) or serialization failure (40001) is PostgreSQL rolling a transaction back
 * because of others running at the same time. Real ones depend on timing, so a test-only trigger
 * raises them, deterministically: on the first `times` attempts of an INSERT into a table, each
 * attempt counted in a sequence (which a rollback does not undo).
 */
describe('requests the database rolls back because of concurrent writes', () => {
  let t: TestApp;
  let editor: UserWithTokens;
  let sequences = 0;

  beforeAll(async () => {
    t = await createTestApp({
      env: { WEBHOOK_DISPATCH: 'false', RATE_LIMIT_LEADS_PER_MIN: '1000' },
    });
    editor = await createUserWithTokens(t, { role: 'editor' });
    await t.dataSource.query(`
      CREATE FUNCTION test_collide() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF nextval(TG_ARGV[2]::regclass) <= TG_ARGV[1]::int THEN
          RAISE EXCEPTION 'test collision' USING ERRCODE = TG_ARGV[0];
        END IF;
        RETURN NEW;
      END $$`);
  });
  afterAll(() => t.close());

  /** From now on the first `times` INSERTs into `table` fail with SQLSTATE `code`. */
  async function collide(table: string, code: string, times: number) {
    const sequence = `test_attempts_${++sequences}`;
    await t.dataSource.query(`CREATE SEQUENCE ${sequence}`);
    await t.dataSource.query(
      `CREATE TRIGGER test_collide BEFORE INSERT ON ${table} FOR EACH ROW
         EXECUTE FUNCTION test_collide('${code}', '${times}', '${sequence}')`,
    );
    return {
      /** How many INSERTs were tried (each attempt of a write tries one). */
      attempts: async () => {
        const [row] = await t.dataSource.query<Array<{ last_value: string; is_called: boolean }>>(
          `SELECT last_value, is_called FROM ${sequence}`,
        );
        return row.is_called ? Number(row.last_value) : 0;
      },
      remove: () => t.dataSource.query(`DROP TRIGGER test_collide ON ${table}`),
    };
  }

  /** Rows of the tables a catalogue write fills besides its own. */
  const trail = async () => {
    const [row] = await t.dataSource.query<Array<Record<string, number>>>(
      `SELECT (SELECT count(*)::int FROM revisions) AS revisions,
              (SELECT count(*)::int FROM outbox_events) AS events,
              (SELECT count(*)::int FROM audit_entries) AS audit`,
    );
    return row;
  };

  const createLine = (slug: string) =>
    t.http
      .post('/studio/cruise-lines')
      .set(bearer(editor.accessToken))
      .send({ name: 'Collision Line', slug });

  const lines = async (slug: string) => {
    const [row] = await t.dataSource.query<Array<{ n: number }>>(
      'SELECT count(*)::int AS n FROM cruise_lines WHERE slug = $1',
      [slug],
    );
    return row.n;
  };

  it.each(['40P01', '40001'])(
    'a catalogue write still rolled back (%s) on its third attempt answers 503 with Retry-After: 1 and stores nothing',
    async (code) => {
      const collision = await collide('cruise_lines', code, 3);
      try {
        const before = await trail();
        const slug = uniqueSlug('collides');
        const response = await createLine(slug);
        expect(expectProblem(response, 503, 'SERVICE_UNAVAILABLE').detail).toBe(
          'The request collided with concurrent changes and was rolled back; nothing was stored. Send it again.',
        );
        expect(response.headers['retry-after']).toBe('1');
        expect(response.headers['cache-control']).toBe('no-store');
        expect(await collision.attempts()).toBe(3);
        expect(await lines(slug)).toBe(0);
        expect(await trail()).toEqual(before);

        // Sent again once the collisions are over, the same request succeeds.
        await createLine(slug).expect(201);
        expect(await collision.attempts()).toBe(4);
        expect(await lines(slug)).toBe(1);
      } finally {
        await collision.remove();
      }
    },
  );

  it('a catalogue write rolled back twice is run a third time and answers 201, recorded once', async () => {
    const collision = await collide('cruise_lines', '40P01', 2);
    try {
      const before = await trail();
      const slug = uniqueSlug('third-time');
      const response = await createLine(slug).expect(201);
      expect(await collision.attempts()).toBe(3);
      expect(await lines(slug)).toBe(1);
      expect(await trail()).toEqual({
        revisions: before.revisions + 1,
        events: before.events + 1,
        audit: before.audit + 1,
      });
      const [revision] = await t.dataSource.query<Array<{ operation: string }>>(
        'SELECT operation FROM revisions WHERE record_id = $1',
        [(response.body as { data: { id: string } }).data.id],
      );
      expect(revision).toEqual({ operation: 'created' });
    } finally {
      await collision.remove();
    }
  });

  it.each(['40P01', '40001'])(
    'a write outside the catalogue writer (a lead) rolled back (%s) answers 503 too, not 500, and is not run again',
    async (code) => {
      const collision = await collide('leads', code, 1);
      try {
        const body = leadBody();
        const response = await t.http.post('/api/leads').send(body);
        expectProblem(response, 503, 'SERVICE_UNAVAILABLE');
        expect(response.headers['retry-after']).toBe('1');
        expect(await collision.attempts()).toBe(1);
        const count = () =>
          t.dataSource
            .query<Array<{ n: number }>>('SELECT count(*)::int AS n FROM leads WHERE email = $1', [
              body.email,
            ])
            .then(([row]) => row.n);
        expect(await count()).toBe(0);

        await t.http.post('/api/leads').send(body).expect(201);
        expect(await count()).toBe(1);
      } finally {
        await collision.remove();
      }
    },
  );
});
