import { ConflictError, ValidationFailedError } from '../../common/errors';
import { assignDefined, timeOfDay, translateWriteError } from './cruise-common';

describe('cruise catalogue helpers', () => {
  it('assignDefined skips undefined but keeps null (which clears a field)', () => {
    const target = { a: 1 as number | null, b: 'x' as string | null };
    expect(assignDefined(target, { a: undefined, b: null })).toEqual({ a: 1, b: null });
  });

  it('timeOfDay answers HH:MM', () => {
    expect(timeOfDay('08:05:00')).toBe('08:05');
    expect(timeOfDay(null)).toBeNull();
  });

  it('translateWriteError maps known constraints and rethrows anything else', () => {
    const map = {
      unique: { uq_x_slug: 'dup' },
      references: { fk_x_y: ['y_id', 'missing'] as [string, string] },
    };
    const unique = { driverError: { code: '23505', constraint: 'uq_x_slug' } };
    const foreign = { driverError: { code: '23503', constraint: 'fk_x_y' } };
    const other = new Error('boom');
    expect(() => translateWriteError(unique, map)).toThrow(ConflictError);
    expect(() => translateWriteError(foreign, map)).toThrow(ValidationFailedError);
    expect(() => translateWriteError(other, map)).toThrow(other);
    expect(() =>
      translateWriteError({ driverError: { code: '23505', constraint: 'other' } }, map),
    ).toThrow();
  });
});
