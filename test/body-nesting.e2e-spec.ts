import { apiDocument } from '@/app.setup';
import { MAX_BODY_DEPTH } from '@/common/http/body-depth';
import { operationsOf } from '@/common/swagger';
import { bearer, createUserWithTokens, UserWithTokens } from './factories/users.factory';
import { expectProblem } from './support/problem';
import { createTestApp, TestApp } from './support/test-app';

const LEVELS = 10_000;
const DEEP_BODIES: Array<[string, string]> = [
  [`${LEVELS} nested arrays`, '['.repeat(LEVELS) + ']'.repeat(LEVELS)],
  [`${LEVELS} nested objects`, '{"name":' + '{"a":'.repeat(LEVELS) + '1' + '}'.repeat(LEVELS + 1)],
];
const LIMIT_DETAIL = `The request body nests objects or arrays deeper than ${MAX_BODY_DEPTH} levels, the limit.`;

/** A body nested far too deep is refused by the body parser, before any transformation or validation. */
describe('JSON bodies nested too deep', () => {
  let t: TestApp;
  let admin: UserWithTokens;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUserWithTokens(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  it('walks every operation of the document that takes a body: every POST, PUT and PATCH but eleven actions, in all three media types', () => {
    const operations = operationsOf(apiDocument(t.app));
    const name = (o: (typeof operations)[number]) => `${o.method.toUpperCase()} ${o.path}`;
    const writes = operations.filter((o) => ['post', 'put', 'patch'].includes(o.method));
    expect(writes.filter((o) => !o.operation.requestBody).map(name)).toEqual([
      'POST /studio/api-clients/{id}/regenerate',
      'POST /studio/api-clients/{id}/revoke',
      'POST /studio/auth/2fa/enrolment',
      'POST /studio/auth/logout',
      'POST /studio/auth/sessions/revoke-others',
      'POST /studio/drafts/{draft_id}/publish',
      'POST /studio/releases/{id}/publish',
      'POST /studio/webhooks/{id}/deliveries/{delivery}/redeliver',
      'POST /studio/webhooks/{id}/test',
      'POST /studio/{resource}/{id}/draft/publish',
      'POST /studio/{resource}/{id}/revisions/{revision}/restore',
    ]);
    const withBody = operations.filter((o) => o.operation.requestBody);
    expect(withBody.filter((o) => !writes.includes(o)).map(name)).toEqual([]);
    const media = withBody.flatMap((o) =>
      Object.keys((o.operation.requestBody as { content: Record<string, unknown> }).content),
    );
    expect([...new Set(media)].sort()).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ]);
  });

  it('answers 400 VALIDATION_FAILED naming the limit on every body-taking operation', async () => {
    const operations = operationsOf(apiDocument(t.app)).filter((o) => o.operation.requestBody);
    const answers: string[] = [];
    for (const { path, method } of operations) {
      const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const [name, body] of DEEP_BODIES) {
        const response = await t.http[method](url)
          .set(bearer(admin.accessToken))
          .set('Content-Type', 'application/json')
          .send(body);
        const problem = response.body as { code?: string; detail?: string };
        answers.push(
          `${method.toUpperCase()} ${path}, ${name}: ${response.status} ${problem.code} ${problem.detail}`,
        );
      }
    }
    const expected = operations.flatMap(({ path, method }) =>
      DEEP_BODIES.map(
        ([name]) =>
          `${method.toUpperCase()} ${path}, ${name}: 400 VALIDATION_FAILED ${LIMIT_DETAIL}`,
      ),
    );
    expect(answers).toEqual(expected);
  });

  it('is refused without credentials too: the body is never handed to a guard or a pipe', async () => {
    const response = await t.http
      .post('/studio/auth/refresh')
      .set('Content-Type', 'application/json')
      .send(DEEP_BODIES[1][1]);
    const problem = expectProblem(response, 400, 'VALIDATION_FAILED');
    expect(problem.detail).toBe(LIMIT_DETAIL);
    expect(problem.errors).toEqual([
      { field: 'body', message: `must not nest deeper than ${MAX_BODY_DEPTH} levels` },
    ]);
  });

  it(`lets a body of exactly ${MAX_BODY_DEPTH} levels through to validation`, async () => {
    const atLimit =
      '{"refresh_token":' + '['.repeat(MAX_BODY_DEPTH - 1) + ']'.repeat(MAX_BODY_DEPTH - 1) + '}';
    const response = await t.http
      .post('/studio/auth/refresh')
      .set('Content-Type', 'application/json')
      .send(atLimit);
    const problem = expectProblem(response, 400, 'VALIDATION_FAILED');
    expect(problem.errors?.map((e) => e.field)).toEqual(['refresh_token']);
    expect(problem.detail).not.toBe(LIMIT_DETAIL);
  });

  it(`refuses ${MAX_BODY_DEPTH + 1} levels`, async () => {
    const overLimit =
      '{"refresh_token":' + '['.repeat(MAX_BODY_DEPTH) + ']'.repeat(MAX_BODY_DEPTH) + '}';
    const response = await t.http
      .post('/studio/auth/refresh')
      .set('Content-Type', 'application/json')
      .send(overLimit);
    expect(expectProblem(response, 400, 'VALIDATION_FAILED').detail).toBe(LIMIT_DETAIL);
  });
});
