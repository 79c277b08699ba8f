import { Body, HttpCode, Module, Param, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { Roles } from '@/common/decorators';
import { ConflictError } from '@/common/errors';
import { AuditAction, AuditEntity, SkipAudit } from '@/modules/audit/audit.decorators';
import { AuditService } from '@/modules/audit/audit.service';
import { StudioController } from '@/modules/audit/studio-controller.decorator';
import { AuditEntry } from '@/modules/audit/entities/audit-entry.entity';
import {
  bearer,
  createUser,
  createUserWithTokens,
  DEFAULT_PASSWORD,
  login,
  uniqueEmail,
  UserWithTokens,
} from './factories/users.factory';
import { expectProblem } from './support/problem';
import { collect, runScript } from './support/server-process';
import { createTestApp, TestApp } from './support/test-app';
import { TestController, TestOnly } from './support/contract';

/** Test-only studio writes for what the foundation's own routes do not exercise. */
@TestOnly()
@Roles()
@StudioController('audit-probes')
class AuditProbeController {
  @Post()
  create(@Body() body: Record<string, unknown>) {
    return { data: { id: 'probe-1', ...body } };
  }

  @Post(':probe_id/revoke')
  @HttpCode(200)
  @AuditEntity('probe', { idParam: 'probe_id' })
  @AuditAction('revoke')
  revoke(@Param('probe_id') probeId: string) {
    return { data: { revoked: probeId } };
  }

  @Post('upload')
  @HttpCode(200)
  @AuditEntity('media')
  @AuditAction('upload')
  @UseInterceptors(FileInterceptor('file'))
  upload(@UploadedFile() file: { size: number }, @Body() body: { slug: string }) {
    return {
      data: { url: 'http://media/x', key: `images/probes/${body.slug}.webp`, size: file.size },
    };
  }

  @Post('fail')
  fail(): never {
    throw new ConflictError('Probe conflict.');
  }

  @Post('skipped')
  @SkipAudit()
  skipped() {
    return { data: { id: 'skipped' } };
  }
}

@Module({ controllers: [AuditProbeController] })
class AuditProbeModule {}

/** A studio controller declared without @StudioController: its writes would escape the log. */
@Roles()
@TestController('studio/unaudited-probes')
class UnauditedProbeController {
  @Post()
  create() {
    return { data: { id: 'unaudited' } };
  }
}

@Module({ controllers: [UnauditedProbeController] })
class UnauditedProbeModule {}

interface Entry {
  id: string;
  user_id: string | null;
  user_email: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  changes: Record<string, unknown> | null;
  ip: string | null;
  actor: { type: string; job: string | null; scheduled_by: string | null };
  created_at: string;
}

const ENTRY_KEYS = [
  'action',
  'actor',
  'changes',
  'created_at',
  'entity_id',
  'entity_type',
  'id',
  'ip',
  'user_email',
  'user_id',
];

describe('the audit log', () => {
  let t: TestApp;
  let admin: UserWithTokens;
  let editor: UserWithTokens;
  const asAdmin = () => bearer(admin.accessToken);

  beforeAll(async () => {
    t = await createTestApp({ imports: [AuditProbeModule] });
    admin = await createUserWithTokens(t, { role: 'admin' });
    editor = await createUserWithTokens(t, { role: 'editor' });
  });
  afterAll(() => t.close());

  const count = () => t.dataSource.getRepository(AuditEntry).count();

  async function newest(): Promise<Entry> {
    const response = await t.http.get('/studio/logs/audit?limit=1').set(asAdmin()).expect(200);
    return response.body.data[0] as Entry;
  }

  async function page(query = ''): Promise<{ data: Entry[]; total: number }> {
    const response = await t.http.get(`/studio/logs/audit?${query}`).set(asAdmin()).expect(200);
    return response.body as { data: Entry[]; total: number };
  }

  describe('recording studio writes', () => {
    it('records a user creation with the actor, the new id, the IP and the password redacted', async () => {
      const email = uniqueEmail('audited');
      const created = await t.http
        .post('/studio/users')
        .set(asAdmin())
        .send({ email, full_name: 'Audited', role: 'editor', password: 'plain-text-pass-1' })
        .expect(201);
      const entry = await newest();
      expect(Object.keys(entry).sort()).toEqual(ENTRY_KEYS);
      expect(entry).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        user_id: admin.user.id,
        user_email: admin.user.email,
        action: 'create',
        entity_type: 'user',
        entity_id: created.body.data.id,
        changes: { email, full_name: 'Audited', role: 'editor', password: '[REDACTED]' },
        ip: expect.stringMatching(/127\.0\.0\.1|::1/),
        actor: { type: 'user', job: null, scheduled_by: null },
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      });
      const raw = await t.dataSource.query<Array<{ text: string }>>(
        'SELECT row_to_json(a)::text AS text FROM audit_entries a',
      );
      expect(raw.map((r) => r.text).join('\n')).not.toContain('plain-text-pass-1');
    });

    it('records an update with only the sent fields, passwords redacted', async () => {
      const user = await createUser(t);
      await t.http
        .patch(`/studio/users/${user.id}`)
        .set(asAdmin())
        .send({ full_name: 'Renamed', password: 'another-secret-9' })
        .expect(200);
      expect(await newest()).toEqual(
        expect.objectContaining({
          action: 'update',
          entity_type: 'user',
          entity_id: user.id,
          changes: { full_name: 'Renamed', password: '[REDACTED]' },
        }),
      );
    });

    it('records a delete with the id from the path and no changes', async () => {
      const user = await createUser(t);
      await t.http.delete(`/studio/users/${user.id}`).set(asAdmin()).expect(204);
      expect(await newest()).toEqual(
        expect.objectContaining({
          action: 'delete',
          entity_type: 'user',
          entity_id: user.id,
          changes: null,
          user_id: admin.user.id,
        }),
      );
    });

    it("records change-password as change_password on the caller's user, without the passwords", async () => {
      const caller = await createUserWithTokens(t);
      await t.http
        .post('/studio/auth/change-password')
        .set(bearer(caller.accessToken))
        .send({ current_password: DEFAULT_PASSWORD, new_password: 'brand-new-password-7' })
        .expect(204);
      const entry = await newest();
      expect(entry).toEqual(
        expect.objectContaining({
          action: 'change_password',
          entity_type: 'user',
          entity_id: caller.user.id,
          user_id: caller.user.id,
          user_email: caller.user.email,
          changes: { current_password: '[REDACTED]', new_password: '[REDACTED]' },
        }),
      );
      expect(JSON.stringify(entry)).not.toMatch(/brand-new-password-7|correct-horse/);
    });

    it('leaves out login, refresh and logout', async () => {
      const before = await count();
      const user = await createUser(t);
      const tokens = await login(t, user.email);
      await t.http
        .post('/studio/auth/refresh')
        .send({ refresh_token: tokens.refreshToken })
        .expect(200);
      await t.http.post('/studio/auth/logout').set(bearer(tokens.accessToken)).expect(204);
      expect(await count()).toBe(before);
    });

    it('records nothing for failed writes (409, 400, 403, 404)', async () => {
      const before = await count();
      expectProblem(
        await t.http.post('/studio/users').set(asAdmin()).send({
          email: editor.user.email,
          full_name: 'Copy',
          role: 'editor',
          password: 'a-fine-password',
        }),
        409,
        'CONFLICT',
      );
      expectProblem(
        await t.http.post('/studio/users').set(asAdmin()).send({ email: 'nope' }),
        400,
        'VALIDATION_FAILED',
      );
      expectProblem(
        await t.http.patch(`/studio/users/${admin.user.id}`).set(bearer(editor.accessToken)).send({
          full_name: 'X',
        }),
        403,
        'FORBIDDEN',
      );
      expectProblem(
        await t.http.delete('/studio/users/00000000-0000-4000-8000-000000000000').set(asAdmin()),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await t.http.post('/studio/audit-probes/fail').set(asAdmin()).send({}),
        409,
        'CONFLICT',
      );
      expect(await count()).toBe(before);
    });

    it('names undecorated records after the path, and records named actions with an id parameter', async () => {
      await t.http
        .post('/studio/audit-probes')
        .set(bearer(editor.accessToken))
        .send({ name: 'p', nested: { api_key: 'k-123', items: [{ secret: 's' }] } })
        .expect(201);
      expect(await newest()).toEqual(
        expect.objectContaining({
          action: 'create',
          entity_type: 'audit_probe',
          entity_id: 'probe-1',
          user_id: editor.user.id,
          changes: {
            name: 'p',
            nested: { api_key: '[REDACTED]', items: [{ secret: '[REDACTED]' }] },
          },
        }),
      );

      await t.http.post('/studio/audit-probes/p-42/revoke').set(asAdmin()).expect(200);
      expect(await newest()).toEqual(
        expect.objectContaining({
          action: 'revoke',
          entity_type: 'probe',
          entity_id: 'p-42',
          changes: null,
        }),
      );

      const before = await count();
      await t.http.post('/studio/audit-probes/skipped').set(asAdmin()).expect(201);
      expect(await count()).toBe(before);
    });

    it('records no changes for a JSON array sent to a route that takes no body', async () => {
      await t.http
        .post('/studio/audit-probes/p-43/revoke')
        .set(bearer(editor.accessToken))
        .set('Content-Type', 'application/json')
        .send('[{"name":"ignored"},1,null]')
        .expect(200);
      // The log's answer is checked against its documented schema (an object or null) as well.
      expect(await newest()).toEqual(
        expect.objectContaining({ action: 'revoke', entity_id: 'p-43', changes: null }),
      );
    });

    it('records only the text fields of a multipart upload, and the storage key as its id', async () => {
      await t.http
        .post('/studio/audit-probes/upload')
        .set(asAdmin())
        .field('slug', 'deck-plan')
        .field('content_type', 'ships')
        .attach('file', Buffer.from('not really an image'), 'deck.png')
        .expect(200);
      expect(await newest()).toEqual(
        expect.objectContaining({
          action: 'upload',
          entity_type: 'media',
          entity_id: 'images/probes/deck-plan.webp',
          changes: { slug: 'deck-plan', content_type: 'ships' },
        }),
      );
    });
  });

  describe('GET /studio/logs/audit', () => {
    it('answers a page, newest first', async () => {
      const all = await page('limit=100');
      expect(all.total).toBe(await count());
      const times = all.data.map((e) => e.created_at);
      expect(times).toEqual([...times].sort().reverse());

      const second = await t.http
        .get('/studio/logs/audit?skip=1&limit=2')
        .set(asAdmin())
        .expect(200);
      expect(second.body).toEqual({
        data: all.data.slice(1, 3),
        total: all.total,
        skip: 1,
        limit: 2,
      });
      const defaults = await t.http.get('/studio/logs/audit').set(asAdmin()).expect(200);
      expect(defaults.body).toEqual(expect.objectContaining({ skip: 0, limit: 20 }));
    });

    it('filters by user_id, entity_type and action', async () => {
      /** The entries the filter should find, counted in the table itself. */
      const stored = async (where: string, value: string) => {
        const [row] = await t.dataSource.query<{ n: string }[]>(
          `SELECT count(*) AS n FROM audit_entries WHERE ${where} = $1`,
          [value],
        );
        return Number(row.n);
      };
      const byEditor = await page(`user_id=${editor.user.id}&limit=100`);
      expect(byEditor.total).toBe(await stored('user_id', editor.user.id));
      expect(byEditor.data).toHaveLength(Math.min(byEditor.total, 100));
      expect(byEditor.total).toBeGreaterThan(0);
      expect(byEditor.data.every((e) => e.user_id === editor.user.id)).toBe(true);

      const users = await page('entity_type=user&limit=100');
      expect(users.total).toBe(await stored('entity_type', 'user'));
      expect(users.data).toHaveLength(Math.min(users.total, 100));
      expect(users.total).toBeGreaterThan(0);
      expect(users.data.every((e) => e.entity_type === 'user')).toBe(true);

      const deletes = await page('action=delete&limit=100');
      expect(deletes.total).toBe(await stored('action', 'delete'));
      expect(deletes.data).toHaveLength(Math.min(deletes.total, 100));
      expect(deletes.total).toBeGreaterThan(0);
      expect(deletes.data.every((e) => e.action === 'delete')).toBe(true);

      const combined = await page(`action=revoke&entity_type=probe&user_id=${admin.user.id}`);
      expect(combined.data.map((e) => e.entity_id)).toEqual(['p-42']);

      expect(await page('action=never_happened')).toEqual(
        expect.objectContaining({ data: [], total: 0 }),
      );
    });

    it('filters by date_from and date_to, both inclusive (UTC days)', async () => {
      const total = await count();
      const day = (await newest()).created_at.slice(0, 10);
      const shift = (days: number) =>
        new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
      expect((await page(`date_from=${day}&date_to=${day}`)).total).toBe(total);
      expect((await page(`date_from=${shift(-1)}`)).total).toBe(total);
      expect((await page(`date_to=${day}`)).total).toBe(total);
      expect((await page(`date_from=${shift(1)}`)).total).toBe(0);
      expect((await page(`date_to=${shift(-1)}`)).total).toBe(0);
      expect((await page('date_from=0001-01-01&date_to=9999-12-31')).total).toBe(total);
    });

    it.each([
      ['user_id=abc', 'user_id'],
      ['date_from=2026-13-01', 'date_from'],
      ['date_from=2026-02-30', 'date_from'],
      ['date_to=2026-01-01T00:00:00Z', 'date_to'],
      ['date_to=yesterday', 'date_to'],
      ['date_from=2026-05-02&date_to=2026-05-01', 'date_to'],
      ['action=Bad-Action', 'action'],
      ['action=', 'action'],
      ['entity_type=a%20b', 'entity_type'],
      ['entity_type=x&entity_type=y', 'entity_type'],
      ['limit=101', 'limit'],
      ['skip=-1', 'skip'],
      ['unknown=1', 'unknown'],
    ])('answers 400 for ?%s', async (query, field) => {
      const response = await t.http.get(`/studio/logs/audit?${query}`).set(asAdmin());
      const body = expectProblem(response, 400, 'VALIDATION_FAILED');
      expect(body.errors?.map((e) => e.field)).toEqual([field]);
    });
  });

  describe('the hash chain', () => {
    it('stays valid under concurrent studio writes', async () => {
      const users = await Promise.all(Array.from({ length: 5 }, () => createUser(t)));
      const before = await count();
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          t.http
            .patch(`/studio/users/${users[i % users.length].id}`)
            .set(asAdmin())
            .send({ full_name: `Parallel ${i}` }),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(await count()).toBe(before + 20);

      const rows = await t.dataSource.query<
        Array<{ seq: string; prev_hash: string; hash: string }>
      >('SELECT seq::text AS seq, prev_hash, hash FROM audit_entries ORDER BY audit_entries.seq');
      expect(rows[0].prev_hash).toBe('0'.repeat(64));
      for (let i = 1; i < rows.length; i += 1) expect(rows[i].prev_hash).toBe(rows[i - 1].hash);

      expect(await t.app.get(AuditService).verify()).toEqual({
        intact: true,
        entries: rows.length,
        head: { seq: rows[rows.length - 1].seq, hash: rows[rows.length - 1].hash },
      });
    });

    it('keeps the rows of a deleted user, with their id and e-mail', async () => {
      const doomed = await createUserWithTokens(t, { role: 'admin' });
      await t.http
        .post('/studio/audit-probes')
        .set(bearer(doomed.accessToken))
        .send({ name: 'before deletion' })
        .expect(201);
      await t.http.delete(`/studio/users/${doomed.user.id}`).set(asAdmin()).expect(204);
      const theirs = await page(`user_id=${doomed.user.id}`);
      expect(theirs.data).toEqual([
        expect.objectContaining({ user_id: doomed.user.id, user_email: doomed.user.email }),
      ]);
      expect((await t.app.get(AuditService).verify()).intact).toBe(true);
    });
  });
});

describe('studio controllers and the audit interceptor', () => {
  it('refuses to start with a /studio route not served by a @StudioController, naming it', async () => {
    await expect(createTestApp({ imports: [UnauditedProbeModule] })).rejects.toThrow(
      'Routes under /studio must be served by a controller declared with @StudioController so their writes are audited: POST /studio/unaudited-probes (testUnauditedProbeCreate)',
    );
  });
});

/** Tampering happens on a database of its own, so the chain above stays intact. */
describe('npm run audit:verify', () => {
  jest.setTimeout(120_000);
  let t: TestApp;
  let admin: UserWithTokens;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUserWithTokens(t, { role: 'admin' });
    const user = await createUser(t);
    for (let i = 0; i < 6; i += 1) {
      await t.http
        .patch(`/studio/users/${user.id}`)
        .set(bearer(admin.accessToken))
        .send({ full_name: `Name ${i}` })
        .expect(200);
    }
  });
  afterAll(() => t.close());

  const verifyCli = async () => {
    const run = collect(
      runScript('src/cli/verify-audit.ts', [], {
        DATABASE_URL: t.databaseUrl,
        DATA_DIR: t.config.dataDir,
        LOG_LEVEL: 'warn',
      }),
    );
    return { code: await run.exited, output: run.output() };
  };
  const verify = () => t.app.get(AuditService).verify(2);
  const seqs = async () =>
    (
      await t.dataSource.query<Array<{ seq: string }>>(
        'SELECT seq::text AS seq FROM audit_entries ORDER BY audit_entries.seq',
      )
    ).map((r) => r.seq);

  it('reports an intact log with exit code 0', async () => {
    const { code, output } = await verifyCli();
    expect(output).toMatch(/^audit log intact: 6 entries$/m);
    expect(code).toBe(0);
  });

  it('reports a row whose changes were edited in SQL, with exit code 1', async () => {
    const [, , third] = await seqs();
    const [{ changes }] = await t.dataSource.query<Array<{ changes: unknown }>>(
      'SELECT changes FROM audit_entries WHERE seq = $1',
      [third],
    );
    await t.dataSource.query(
      `UPDATE audit_entries SET changes = '{"full_name":"Forged"}' WHERE seq = $1`,
      [third],
    );

    const { code, output } = await verifyCli();
    expect(code).toBe(1);
    expect(output).toContain(`audit log BROKEN at seq ${third}`);
    expect(output).toContain('content altered');
    expect(output).toMatch(/expected hash: [0-9a-f]{64}\n\s+stored\s+hash: [0-9a-f]{64}/);

    // Putting the content back makes the chain whole again: the hash covers content, not storage.
    await t.dataSource.query('UPDATE audit_entries SET changes = $1::jsonb WHERE seq = $2', [
      JSON.stringify(changes),
      third,
    ]);
    expect((await verify()).intact).toBe(true);
  });

  it('reports a re-hashed row as a broken link at the row after it', async () => {
    const all = await seqs();
    const [, second, third] = all;
    await t.dataSource.query(`UPDATE audit_entries SET ip = '10.9.9.9' WHERE seq = $1`, [second]);
    const tampered = await verify();
    expect(tampered).toEqual(
      expect.objectContaining({
        intact: false,
        entries: 1,
        broken: expect.objectContaining({ seq: second, altered: 'content' }),
      }),
    );
    // A forger who also recomputes the row's own hash is caught by the next row's link.
    await t.dataSource.query(`UPDATE audit_entries SET hash = $1 WHERE seq = $2`, [
      tampered.intact ? '' : tampered.broken.expected,
      second,
    ]);
    const relinked = await verify();
    expect(relinked).toEqual(
      expect.objectContaining({
        intact: false,
        entries: 2,
        broken: expect.objectContaining({ seq: third, altered: 'link' }),
      }),
    );
  });

  it('reports a deleted middle row at the row after it', async () => {
    const all = await seqs();
    const [fifth, sixth] = [all[4], all[5]];
    await t.dataSource.query('DELETE FROM audit_entries WHERE seq < $1', [all[3]]);
    // The first remaining row now points at a hash that is not the genesis: a break at the start.
    const atStart = await verify();
    expect(atStart).toEqual(
      expect.objectContaining({
        intact: false,
        entries: 0,
        broken: expect.objectContaining({ seq: all[3], altered: 'link', expected: '0'.repeat(64) }),
      }),
    );

    await t.dataSource.query('TRUNCATE audit_entries');
    const user = await createUser(t);
    for (let i = 0; i < 5; i += 1) {
      await t.http
        .patch(`/studio/users/${user.id}`)
        .set(bearer(admin.accessToken))
        .send({ full_name: `Again ${i}` })
        .expect(200);
    }
    const fresh = await seqs();
    expect(fresh).toHaveLength(5);
    expect(fresh[0]).not.toBe(fifth);
    expect(fresh[0]).not.toBe(sixth);
    expect((await verify()).intact).toBe(true);

    await t.dataSource.query('DELETE FROM audit_entries WHERE seq = $1', [fresh[2]]);
    const result = await verify();
    expect(result).toEqual({
      intact: false,
      entries: 2,
      broken: expect.objectContaining({ seq: fresh[3], altered: 'link' }),
    });

    const { code, output } = await verifyCli();
    expect(code).toBe(1);
    expect(output).toContain(`audit log BROKEN at seq ${fresh[3]}`);
    expect(output).toContain('link altered');
  });
});
