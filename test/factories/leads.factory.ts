import { uniqueEmail } from './users.factory';

/** A valid lead body; every call a different e-mail so no duplicate detection kicks in. */
export function leadBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ada Traveller',
    email: uniqueEmail('lead'),
    trip_interests: ['caribbean cruise'],
    ...overrides,
  };
}
