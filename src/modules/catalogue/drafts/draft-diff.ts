import { isDeepStrictEqual } from 'node:util';

export interface FieldDiff {
  field: string;
  live: unknown;
  draft: unknown;
  changed: boolean;
}

/**
 * Each field a draft body sets, in the body's order, beside the live record's value of the same
 * name (`live`, the studio answer; null for a new record or a field the answer names otherwise).
 */
export function diffDraft(
  body: Readonly<Record<string, unknown>>,
  live: Readonly<Record<string, unknown>> | null,
): FieldDiff[] {
  return Object.entries(body).map(([field, draft]) => {
    const current = live && field in live ? live[field] : null;
    return { field, live: current, draft, changed: !isDeepStrictEqual(current, draft) };
  });
}
