import { BadRequestException, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { QueryFailedError } from 'typeorm';
import { NotFoundError, RateLimitedError, ValidationFailedError } from '../errors';
import { DATABASE_UNREACHABLE, toProblem } from './problem-details';

describe('toProblem', () => {
  it('keeps an AppError’s status, code, detail, field errors and headers', () => {
    const mapped = toProblem(ValidationFailedError.field('slug', 'is required'));
    expect(mapped.body).toEqual({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: 'The request is invalid: slug: is required.',
      errors: [{ field: 'slug', message: 'is required' }],
    });
    expect(toProblem(new RateLimitedError(12.2)).headers).toEqual({ 'Retry-After': '13' });
    expect(toProblem(new NotFoundError('Ship', 'queen-mary')).body.detail).toBe(
      "Ship 'queen-mary' was not found.",
    );
  });

  it('maps Nest HTTP exceptions by status', () => {
    expect(toProblem(new NotFoundException('Cannot GET /x')).body).toEqual(
      expect.objectContaining({
        status: 404,
        code: 'NOT_FOUND',
        detail: 'No route matches GET /x.',
      }),
    );
    expect(toProblem(new BadRequestException('bad')).body.code).toBe('VALIDATION_FAILED');
    expect(toProblem(new PayloadTooLargeException()).body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(toProblem(new ThrottlerException()).body.code).toBe('RATE_LIMITED');
  });

  it.each([
    [
      'a refused connection',
      { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' },
    ],
    ['an admin shutdown', { driverError: { code: '57P01' }, message: 'terminating connection' }],
    [
      'a dropped database',
      { driverError: { code: '3D000' }, message: 'database "x" does not exist' },
    ],
    ['a pool time-out', { message: 'timeout exceeded when trying to connect' }],
    [
      'a commit after the connection died',
      { name: 'QueryRunnerAlreadyReleasedError', message: 'Query runner already released' },
    ],
    [
      'a transaction whose connection died',
      {
        name: 'QueryRunnerProviderAlreadyReleasedError',
        message: 'Database connection provided by a query runner was already released',
      },
    ],
  ])('answers 503 SERVICE_UNAVAILABLE for %s', (_name, error) => {
    const mapped = toProblem(Object.assign(new Error(String(error.message)), error));
    expect(mapped.body.status).toBe(503);
    expect(mapped.body.code).toBe('SERVICE_UNAVAILABLE');
    expect(mapped.headers).toEqual({ 'Retry-After': '5' });
    expect(mapped.unexpected).toBe(true);
    expect(mapped.cause).toBe(DATABASE_UNREACHABLE);
  });

  it.each([
    ['40P01', 'deadlock detected'],
    ['40001', 'could not serialize access due to concurrent update'],
  ])(
    'answers the rollback %s (a deadlock or serialization failure) with 503 and Retry-After: 1, never 500',
    (code, message) => {
      const failed = new QueryFailedError('UPDATE ships SET name = $1', ['secret'], {
        code,
        message,
      } as unknown as Error);
      for (const error of [failed, Object.assign(new Error(message), { code })]) {
        const mapped = toProblem(error);
        expect(mapped).toEqual({
          body: {
            type: 'about:blank',
            title: 'Service Unavailable',
            status: 503,
            code: 'SERVICE_UNAVAILABLE',
            detail:
              'The request collided with concurrent changes and was rolled back; nothing was stored. Send it again.',
          },
          headers: { 'Retry-After': '1' },
          unexpected: true,
        });
      }
    },
  );

  it('leaves the other class 40 codes (integrity constraint, unknown completion) to the 500', () => {
    for (const code of ['40000', '40002', '40003'])
      expect(
        toProblem(Object.assign(new Error('rollback'), { driverError: { code } })).body,
      ).toEqual(expect.objectContaining({ status: 500, code: 'INTERNAL_ERROR' }));
  });

  it('answers constraint violations nobody translated with 409, without the SQL', () => {
    const unique = toProblem(
      Object.assign(new Error('duplicate key "uq_x"'), { driverError: { code: '23505' } }),
    );
    expect(unique.body).toEqual(expect.objectContaining({ status: 409, code: 'CONFLICT' }));
    expect(JSON.stringify(unique.body)).not.toContain('uq_x');
    const foreign = toProblem(Object.assign(new Error('fk'), { driverError: { code: '23503' } }));
    expect(foreign.body.status).toBe(409);
    const restrict = toProblem(Object.assign(new Error('fk'), { driverError: { code: '23001' } }));
    expect(restrict.body.status).toBe(409);
  });

  it.each([
    ['22021', 'invalid byte sequence for encoding "UTF8": 0x00'],
    ['22001', 'value too long for type character varying(200)'],
    ['22003', 'integer out of range'],
    ['22P02', 'invalid input syntax for type uuid'],
  ])('answers the data exception %s with 400, without the database message', (code, message) => {
    const mapped = toProblem(Object.assign(new Error(message), { driverError: { code, message } }));
    expect(mapped.body).toEqual(
      expect.objectContaining({ status: 400, code: 'VALIDATION_FAILED' }),
    );
    expect(JSON.stringify(mapped.body)).not.toContain(message);
    expect(mapped.unexpected).toBe(false);
  });

  it('answers anything else with a bare 500 and flags it for the log', () => {
    const mapped = toProblem(new TypeError("Cannot read properties of undefined (reading 'id')"));
    expect(mapped.body).toEqual({
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
      code: 'INTERNAL_ERROR',
      detail: 'An unexpected error occurred.',
    });
    expect(mapped.unexpected).toBe(true);
    expect(toProblem('a string').body.status).toBe(500);
    expect(toProblem(null).body.status).toBe(500);
  });
});
