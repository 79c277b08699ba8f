import type { Response } from 'supertest';

/** Asserts an RFC 9457 answer (docs/behaviour.md#errors) and returns its body. */
export function expectProblem(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(response.body).toEqual(
    expect.objectContaining({
      type: 'about:blank',
      title: expect.any(String),
      status,
      code,
      detail: expect.any(String),
    }),
  );
  return response.body as { detail: string; errors?: Array<{ field: string; message: string }> };
}
