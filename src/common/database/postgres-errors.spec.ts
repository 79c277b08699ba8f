import { QueryFailedError } from 'typeorm';
import { isRetryableRollback } from './postgres-errors';

describe('isRetryableRollback', () => {
  const failed = (code: string) =>
    new QueryFailedError('UPDATE ships SET name = $1', ['x'], { code } as unknown as Error);

  it('is true for a deadlock (40P01) and a serialization failure (40001), wrapped or not', () => {
    for (const code of ['40P01', '40001']) {
      expect({ code, wrapped: isRetryableRollback(failed(code)) }).toEqual({ code, wrapped: true });
      expect({ code, bare: isRetryableRollback({ code }) }).toEqual({ code, bare: true });
    }
  });

  it('is false for other rollbacks, constraint violations and anything else', () => {
    for (const code of ['40000', '40002', '40003', '23505', '57P01'])
      expect({ code, retryable: isRetryableRollback(failed(code)) }).toEqual({
        code,
        retryable: false,
      });
    expect(isRetryableRollback(new Error('deadlock detected'))).toBe(false);
    expect(isRetryableRollback(undefined)).toBe(false);
    expect(isRetryableRollback('40P01')).toBe(false);
  });
});
