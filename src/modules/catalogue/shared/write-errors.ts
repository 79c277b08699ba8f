import {
  isForeignKeyViolation,
  isUniqueViolation,
  violatedConstraint,
} from '../../../common/database';
import { ConflictError, ValidationFailedError } from '../../../common/errors';

/**
 * Runs a write and translates the races the services' own checks cannot rule out: a duplicate
 * slug becomes 409, a reference deleted meanwhile a 400 naming the field
 * (docs/behaviour.md#errors).
 */
export async function translateWriteErrors<T>(
  work: () => Promise<T>,
  what: string,
  slug: string | undefined,
  foreignKeys: Record<string, string> = {},
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugConflict(what, slug);
    if (isForeignKeyViolation(error)) {
      const field = foreignKeys[violatedConstraint(error) ?? ''];
      if (field) throw ValidationFailedError.field(field, 'refers to a record that does not exist');
    }
    throw error;
  }
}

export function slugConflict(what: string, slug: string | undefined): ConflictError {
  const article = /^[aeiou]/i.test(what) ? 'An' : 'A';
  return new ConflictError(
    slug ? `${article} ${what} with slug '${slug}' already exists.` : `The ${what} already exists.`,
  );
}
