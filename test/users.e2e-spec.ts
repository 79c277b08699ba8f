import { randomUUID } from 'node:crypto';
import { TwoFactorCredential } from '@/modules/auth/two-factor/entities/two-factor-credential.entity';
import { User } from '@/modules/auth/entities/user.entity';
import {
  bearer,
  createUser,
  createUserWithTokens,
  login,
  uniqueEmail,
  UserWithTokens,
} from './factories/users.factory';
import { enableTwoFactor } from './factories/two-factor.factory';
import { expectProblem } from './support/problem';
import { createTestApp, TestApp } from './support/test-app';

const USER_SHAPE = {
  id: expect.stringMatching(/^[0-9a-f-]{36}$/),
  email: expect.any(String),
  full_name: expect.any(String),
  role: expect.stringMatching(/^(admin|editor)$/),
  two_factor_enabled: expect.any(Boolean),
  sso: expect.any(Boolean),
  is_active: expect.any(Boolean),
  created_at: expect.stringMatching(/Z$/),
  updated_at: expect.stringMatching(/Z$/),
};

describe('studio user management (admin only)', () => {
  let t: TestApp;
  let admin: UserWithTokens;
  let editor: UserWithTokens;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUserWithTokens(t, { role: 'admin' });
    editor = await createUserWithTokens(t, { role: 'editor' });
  });
  afterAll(() => t.close());

  const asAdmin = () => bearer(admin.accessToken);

  describe('GET /studio/users', () => {
    it('lists users, paginated, ordered by e-mail', async () => {
      const response = await t.http.get('/studio/users?limit=1&skip=1').set(asAdmin()).expect(200);
      const total = await t.dataSource.getRepository(User).count();
      expect(response.body).toEqual({ data: [USER_SHAPE], total, skip: 1, limit: 1 });
      const all = await t.http.get('/studio/users').set(asAdmin()).expect(200);
      expect(all.body.limit).toBe(20);
      expect(all.body.skip).toBe(0);
      const emails = all.body.data.map((u: { email: string }) => u.email);
      expect(emails).toEqual([...emails].sort());
      expect(JSON.stringify(all.body)).not.toMatch(/password/i);
    });

    it('filters by role and by is_active', async () => {
      const inactive = await createUser(t, { isActive: false });
      const editors = await t.http
        .get('/studio/users?role=editor&limit=100')
        .set(asAdmin())
        .expect(200);
      expect(editors.body.data.every((u: { role: string }) => u.role === 'editor')).toBe(true);
      const inactiveOnly = await t.http
        .get('/studio/users?is_active=false')
        .set(asAdmin())
        .expect(200);
      expect(inactiveOnly.body.data.map((u: { id: string }) => u.id)).toContain(inactive.id);
      expect(inactiveOnly.body.data.every((u: { is_active: boolean }) => !u.is_active)).toBe(true);
    });

    it.each([
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['skip=-1', 'skip'],
      ['limit=abc', 'limit'],
      ['skip=1.5', 'skip'],
      ['is_active=yes', 'is_active'],
      ['role=owner', 'role'],
      ['unknown=1', 'unknown'],
    ])('answers 400 for ?%s', async (query, field) => {
      const response = await t.http.get(`/studio/users?${query}`).set(asAdmin());
      const body = expectProblem(response, 400, 'VALIDATION_FAILED');
      expect(body.errors?.map((e) => e.field)).toEqual([field]);
    });
  });

  describe('POST /studio/users', () => {
    it('creates a user (201) who can then log in', async () => {
      const email = uniqueEmail('new');
      const response = await t.http
        .post('/studio/users')
        .set(asAdmin())
        .send({
          email: email.toUpperCase(),
          full_name: '  Nora New ',
          role: 'editor',
          password: 'a-fine-password',
        })
        .expect(201);
      expect(response.body).toEqual({
        data: {
          ...USER_SHAPE,
          email,
          full_name: 'Nora New',
          role: 'editor',
          two_factor_enabled: false,
          sso: false,
          is_active: true,
        },
      });
      await login(t, email, 'a-fine-password');
    });

    it('answers 409 for an e-mail that exists, in any case', async () => {
      const response = await t.http.post('/studio/users').set(asAdmin()).send({
        email: editor.user.email.toUpperCase(),
        full_name: 'Copy',
        role: 'editor',
        password: 'a-fine-password',
      });
      expectProblem(response, 409, 'CONFLICT');
    });

    it('answers 400 naming each invalid field', async () => {
      const response = await t.http
        .post('/studio/users')
        .set(asAdmin())
        .send({ email: 'not-an-email', role: 'owner', password: 'short' });
      const body = expectProblem(response, 400, 'VALIDATION_FAILED');
      expect(body.errors).toEqual(
        expect.arrayContaining([
          { field: 'email', message: 'must be a valid e-mail address' },
          { field: 'full_name', message: 'is required' },
          { field: 'role', message: 'must be one of: admin, editor' },
          { field: 'password', message: 'must be at least 8 characters' },
        ]),
      );
      expect(body.errors).toHaveLength(4);
    });

    it.each(['password', 'Password123', 'QWERTY123'])(
      'answers 400 for a common password (%s), whatever its case',
      async (password) => {
        const response = await t.http
          .post('/studio/users')
          .set(asAdmin())
          .send({ email: 'common@example.com', full_name: 'Common', role: 'editor', password });
        const body = expectProblem(response, 400, 'VALIDATION_FAILED');
        expect(body.errors).toEqual([
          { field: 'password', message: 'must not be a commonly used password' },
        ]);
      },
    );

    it('answers 403 to an editor', async () => {
      const response = await t.http
        .post('/studio/users')
        .set(bearer(editor.accessToken))
        .send({ email: uniqueEmail(), full_name: 'X', role: 'admin', password: 'a-fine-password' });
      expectProblem(response, 403, 'FORBIDDEN');
    });
  });

  describe('GET /studio/users/{id}', () => {
    it('answers one user', async () => {
      const response = await t.http
        .get(`/studio/users/${editor.user.id}`)
        .set(asAdmin())
        .expect(200);
      expect(response.body.data).toEqual({
        ...USER_SHAPE,
        id: editor.user.id,
        email: editor.user.email,
        role: 'editor',
        two_factor_enabled: false,
        sso: false,
      });
    });

    it('tells whether two-factor is on and whether the user signs in through the identity provider', async () => {
      const withTwoFactor = await createUser(t, { email: uniqueEmail('tfa-list') });
      await enableTwoFactor(t, withTwoFactor.id);
      const pending = await createUser(t, { email: uniqueEmail('tfa-list') });
      await t.dataSource.getRepository(TwoFactorCredential).insert({
        id: randomUUID(),
        userId: pending.id,
        enabledAt: null,
        lastUsedStep: null,
        ciphertext: Buffer.alloc(1),
        nonce: Buffer.alloc(12),
        authTag: Buffer.alloc(16),
        wrappedKey: Buffer.alloc(1),
        masterKeyId: 'test',
      });
      const linked = await createUser(t, { email: uniqueEmail('tfa-list') });
      await t.dataSource
        .getRepository(User)
        .update(
          { id: linked.id },
          { oidcIssuer: 'https://idp.example.com', oidcSubject: 'linked-subject' },
        );

      const expected = {
        [withTwoFactor.id]: { two_factor_enabled: true, sso: false },
        [pending.id]: { two_factor_enabled: false, sso: false },
        [linked.id]: { two_factor_enabled: false, sso: true },
      };
      const page = await t.http.get('/studio/users?limit=100').set(asAdmin()).expect(200);
      const listed = Object.fromEntries(
        (page.body.data as Array<{ id: string; two_factor_enabled: boolean; sso: boolean }>)
          .filter((u) => u.id in expected)
          .map((u) => [u.id, { two_factor_enabled: u.two_factor_enabled, sso: u.sso }]),
      );
      expect(listed).toEqual(expected);
      for (const [id, flags] of Object.entries(expected)) {
        const detail = await t.http.get(`/studio/users/${id}`).set(asAdmin()).expect(200);
        expect(detail.body.data).toEqual(expect.objectContaining(flags));
      }
      // Still true after an update, and no secret in any answer.
      const patched = await t.http
        .patch(`/studio/users/${withTwoFactor.id}`)
        .set(asAdmin())
        .send({ full_name: 'Still Protected' })
        .expect(200);
      expect(patched.body.data.two_factor_enabled).toBe(true);
      expect(JSON.stringify(page.body)).not.toMatch(
        /secret|ciphertext|linked-subject|idp\.example/,
      );
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      expectProblem(
        await t.http.get('/studio/users/00000000-0000-4000-8000-000000000000').set(asAdmin()),
        404,
        'NOT_FOUND',
      );
      const malformed = await t.http.get('/studio/users/not-a-uuid').set(asAdmin());
      expect(expectProblem(malformed, 400, 'VALIDATION_FAILED').errors).toEqual([
        { field: 'id', message: 'must be a UUID' },
      ]);
    });
  });

  describe('PATCH /studio/users/{id}', () => {
    it('changes only the given fields', async () => {
      const user = await createUser(t, { fullName: 'Before' });
      const response = await t.http
        .patch(`/studio/users/${user.id}`)
        .set(asAdmin())
        .send({ full_name: 'After' })
        .expect(200);
      expect(response.body.data).toEqual({
        ...USER_SHAPE,
        id: user.id,
        email: user.email,
        full_name: 'After',
        role: 'editor',
        two_factor_enabled: false,
        sso: false,
      });
    });

    it('deactivating a user refuses their tokens at once', async () => {
      const target = await createUserWithTokens(t);
      await t.http
        .patch(`/studio/users/${target.user.id}`)
        .set(asAdmin())
        .send({ is_active: false })
        .expect(200);
      expectProblem(
        await t.http.get('/studio/auth/me').set(bearer(target.accessToken)),
        401,
        'UNAUTHORIZED',
      );
      // Reactivation does not bring the ended sessions back.
      await t.http
        .patch(`/studio/users/${target.user.id}`)
        .set(asAdmin())
        .send({ is_active: true })
        .expect(200);
      expectProblem(
        await t.http.get('/studio/auth/me').set(bearer(target.accessToken)),
        401,
        'UNAUTHORIZED',
      );
      await login(t, target.user.email);
    });

    it('setting a new password ends the user’s sessions', async () => {
      const target = await createUserWithTokens(t);
      await t.http
        .patch(`/studio/users/${target.user.id}`)
        .set(asAdmin())
        .send({ password: 'reset-by-admin-1' })
        .expect(200);
      expectProblem(
        await t.http.get('/studio/auth/me').set(bearer(target.accessToken)),
        401,
        'UNAUTHORIZED',
      );
      await login(t, target.user.email, 'reset-by-admin-1');
    });

    it('demoting a user to editor takes effect on their next request', async () => {
      const other = await createUserWithTokens(t, { role: 'admin' });
      await t.http.get('/studio/users').set(bearer(other.accessToken)).expect(200);
      await t.http
        .patch(`/studio/users/${other.user.id}`)
        .set(asAdmin())
        .send({ role: 'editor' })
        .expect(200);
      expectProblem(
        await t.http.get('/studio/users').set(bearer(other.accessToken)),
        403,
        'FORBIDDEN',
      );
    });

    it('answers 409 for an e-mail another user has', async () => {
      const user = await createUser(t);
      const response = await t.http
        .patch(`/studio/users/${user.id}`)
        .set(asAdmin())
        .send({ email: editor.user.email });
      expectProblem(response, 409, 'CONFLICT');
    });

    it('answers 400 for invalid values and 404 for an unknown id', async () => {
      const user = await createUser(t);
      expectProblem(
        await t.http.patch(`/studio/users/${user.id}`).set(asAdmin()).send({ role: 'root' }),
        400,
        'VALIDATION_FAILED',
      );
      expectProblem(
        await t.http.patch(`/studio/users/${user.id}`).set(asAdmin()).send({ is_active: 'no' }),
        400,
        'VALIDATION_FAILED',
      );
      expectProblem(
        await t.http
          .patch('/studio/users/00000000-0000-4000-8000-000000000000')
          .set(asAdmin())
          .send({ full_name: 'X' }),
        404,
        'NOT_FOUND',
      );
    });

    it('answers 403 to an editor', async () => {
      const response = await t.http
        .patch(`/studio/users/${editor.user.id}`)
        .set(bearer(editor.accessToken))
        .send({ role: 'admin' });
      expectProblem(response, 403, 'FORBIDDEN');
    });
  });

  describe('DELETE /studio/users/{id}', () => {
    it('deletes a user (204); their tokens stop working', async () => {
      const target = await createUserWithTokens(t);
      await t.http.delete(`/studio/users/${target.user.id}`).set(asAdmin()).expect(204);
      expectProblem(
        await t.http.get(`/studio/users/${target.user.id}`).set(asAdmin()),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await t.http.get('/studio/auth/me').set(bearer(target.accessToken)),
        401,
        'UNAUTHORIZED',
      );
    });

    it('answers 409 for deleting yourself', async () => {
      expectProblem(
        await t.http.delete(`/studio/users/${admin.user.id}`).set(asAdmin()),
        409,
        'CONFLICT',
      );
    });

    it('answers 404 for an unknown id, 400 for a malformed one', async () => {
      expectProblem(
        await t.http.delete('/studio/users/00000000-0000-4000-8000-000000000000').set(asAdmin()),
        404,
        'NOT_FOUND',
      );
      expectProblem(
        await t.http.delete('/studio/users/123').set(asAdmin()),
        400,
        'VALIDATION_FAILED',
      );
    });
  });
});

describe('the last active admin', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('cannot be demoted, deactivated or deleted (409); with a second admin it can', async () => {
    const first = await createUserWithTokens(t, { role: 'admin' });
    const second = await createUserWithTokens(t, { role: 'admin' });
    const asFirst = bearer(first.accessToken);

    // Two active admins: the second may be deactivated...
    await t.http
      .patch(`/studio/users/${second.user.id}`)
      .set(asFirst)
      .send({ is_active: false })
      .expect(200);
    // ...and now `first` is the last active admin.
    const demote = await t.http
      .patch(`/studio/users/${first.user.id}`)
      .set(asFirst)
      .send({ role: 'editor' });
    expect(expectProblem(demote, 409, 'CONFLICT').detail).toBe(
      'Cannot demote or deactivate the last active admin.',
    );
    expectProblem(
      await t.http.patch(`/studio/users/${first.user.id}`).set(asFirst).send({ is_active: false }),
      409,
      'CONFLICT',
    );

    // An inactive admin does not count; reactivated, it does, and first may step down.
    await t.http
      .patch(`/studio/users/${second.user.id}`)
      .set(asFirst)
      .send({ is_active: true })
      .expect(200);
    await t.http
      .patch(`/studio/users/${first.user.id}`)
      .set(asFirst)
      .send({ role: 'editor' })
      .expect(200);

    const secondTokens = await login(t, second.user.email);
    const asSecond = bearer(secondTokens.accessToken);
    expectProblem(
      await t.http.patch(`/studio/users/${second.user.id}`).set(asSecond).send({ role: 'editor' }),
      409,
      'CONFLICT',
    );
    // Deleting the last active admin (someone else's account) is refused too.
    const third = await createUserWithTokens(t, { role: 'admin' });
    await t.http
      .patch(`/studio/users/${second.user.id}`)
      .set(bearer(third.accessToken))
      .send({ is_active: false })
      .expect(200);
    expectProblem(
      await t.http.delete(`/studio/users/${third.user.id}`).set(bearer(third.accessToken)),
      409,
      'CONFLICT',
    );
  });

  it('holds under concurrent demotions of the only two admins', async () => {
    const a = await createUserWithTokens(t, { role: 'admin' });
    const b = await createUserWithTokens(t, { role: 'admin' });
    // Demote everyone else first so a and b are the only active admins.
    const others = await t.dataSource
      .getRepository(User)
      .find({ where: { role: 'admin', isActive: true } });
    for (const other of others.filter((u) => u.id !== a.user.id && u.id !== b.user.id)) {
      await t.http
        .patch(`/studio/users/${other.id}`)
        .set(bearer(a.accessToken))
        .send({ role: 'editor' })
        .expect(200);
    }
    const [first, second] = await Promise.all([
      t.http
        .patch(`/studio/users/${a.user.id}`)
        .set(bearer(b.accessToken))
        .send({ role: 'editor' }),
      t.http
        .patch(`/studio/users/${b.user.id}`)
        .set(bearer(a.accessToken))
        .send({ role: 'editor' }),
    ]);
    // One wins; the other is refused: 409 by the rule, or 403 if its caller was demoted before its guard ran.
    const statuses = [first.status, second.status].sort((x, y) => x - y);
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const activeAdmins = await t.dataSource
      .getRepository(User)
      .count({ where: { role: 'admin', isActive: true } });
    expect(activeAdmins).toBe(1);
  });
});
