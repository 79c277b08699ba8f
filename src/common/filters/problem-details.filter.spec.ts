import { QueryFailedError } from 'typeorm';
import { loggableError } from './problem-details.filter';

describe('loggableError', () => {
  it("keeps a failed query's type, message and SQLSTATE but never its parameters", () => {
    const error = new QueryFailedError(
      'INSERT INTO users (password_hash) VALUES ($1)',
      ['$argon2id$secret-hash'],
      {
        code: '23502',
        message: 'null value in column',
      } as unknown as Error,
    );
    const logged = loggableError(error);
    expect(logged).toEqual(expect.objectContaining({ type: 'QueryFailedError', code: '23502' }));
    expect(JSON.stringify(logged)).not.toContain('secret-hash');
  });

  it('describes non-errors as a message', () => {
    expect(loggableError('boom')).toEqual({ message: 'boom' });
  });
});
