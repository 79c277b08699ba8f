import { createHash } from 'node:crypto';

/** Same e-mail and the same interests (order and case aside) give the same key. */
export function leadDedupeKey(email: string, interests: string[]): string {
  const normalised = [...new Set(interests.map((i) => i.trim().toLowerCase()))].sort();
  return createHash('sha256')
    .update(JSON.stringify([email.trim().toLowerCase(), normalised]))
    .digest('hex');
}
