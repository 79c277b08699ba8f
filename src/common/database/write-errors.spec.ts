import { ConflictError, ValidationFailedError } from '../errors';
import { translateWriteError } from './write-errors';

describe('translateWriteError', () => {
  const meanings = {
    what: 'ship',
    unique: { uq_ships_slug: 'slug' },
    references: { fk_ships_cruise_line: ['cruise_line_id', 'a cruise line'] as [string, string] },
  };

  it('answers 409 naming the taken value, read from the violation detail', () => {
    const unique = {
      driverError: {
        code: '23505',
        constraint: 'uq_ships_slug',
        detail: 'Key (slug)=(wonder) already exists.',
      },
    };
    expect(() => translateWriteError(unique, meanings)).toThrow(
      new ConflictError("A ship with slug 'wonder' already exists."),
    );
  });

  it('answers 400 naming the field of a missing reference', () => {
    const foreign = { driverError: { code: '23503', constraint: 'fk_ships_cruise_line' } };
    let thrown: unknown;
    try {
      translateWriteError(foreign, meanings);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ValidationFailedError);
    expect((thrown as ValidationFailedError).errors).toEqual([
      { field: 'cruise_line_id', message: 'refers to a cruise line that does not exist' },
    ]);
  });

  it('rethrows constraints it does not know and other errors unchanged', () => {
    const other = new Error('boom');
    const unknown = { driverError: { code: '23505', constraint: 'uq_other' } };
    expect(() => translateWriteError(other, meanings)).toThrow(other);
    let thrown: unknown;
    try {
      translateWriteError(unknown, meanings);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBe(unknown);
  });
});
