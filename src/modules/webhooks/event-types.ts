import { OUTBOX_OPERATIONS } from './entities/outbox-event.entity';

/**
 * The catalogue resources that raise events, as the outbox names them (singular snake_case; the
 * same names as the audit log's entity types), and `media` (the media library's images, whose
 * metadata changes raise `media.updated`). An event's type is `<resource>.<operation>`.
 */
export const WEBHOOK_RESOURCES = [
  'attraction',
  'category',
  'cruise_line',
  'dining_location',
  'dry_dock',
  'excursion',
  'guide',
  'itinerary',
  'media',
  'port',
  'resort',
  'sailing',
  'ship',
  'special_event',
  'theme_park',
  'video',
] as const;
export type WebhookResource = (typeof WEBHOOK_RESOURCES)[number];

export const WEBHOOK_OPERATIONS = OUTBOX_OPERATIONS;

/** Sent by `POST /studio/webhooks/{id}/test` to that endpoint only, whatever it subscribes to. */
export const TEST_EVENT_TYPE = 'webhook.test';

export const MAX_EVENT_PATTERNS = 50;

const RESOURCES = new Set<string>(WEBHOOK_RESOURCES);
const OPERATIONS = new Set<string>(WEBHOOK_OPERATIONS);

/**
 * Why a subscription pattern is not valid, or null when it is. Patterns: `*` (everything),
 * `<resource>.*`, `*.<operation>`, or one event type `<resource>.<operation>`.
 */
export function eventPatternProblem(pattern: string): string | null {
  if (pattern === '*') return null;
  const parts = pattern.split('.');
  if (parts.length !== 2) {
    return `'${pattern}' is not an event pattern: use '*', '<resource>.*', '*.<operation>' or '<resource>.<operation>'`;
  }
  const [resource, operation] = parts;
  if (resource === '*' && operation === '*') return `'${pattern}' is written '*'`;
  if (resource !== '*' && !RESOURCES.has(resource)) {
    return `'${resource}' is not a resource that raises events (known: ${WEBHOOK_RESOURCES.join(', ')})`;
  }
  if (operation !== '*' && !OPERATIONS.has(operation)) {
    return `'${operation}' is not an operation (known: ${WEBHOOK_OPERATIONS.join(', ')})`;
  }
  return null;
}

/** Whether an event of `type` (`<resource>.<operation>`) matches one of the patterns. */
export function matchesEventPatterns(patterns: readonly string[], type: string): boolean {
  const dot = type.lastIndexOf('.');
  const resource = type.slice(0, dot);
  const operation = type.slice(dot + 1);
  return patterns.some((pattern) => {
    if (pattern === '*') return true;
    const [wantedResource, wantedOperation] = pattern.split('.');
    return (
      (wantedResource === '*' || wantedResource === resource) &&
      (wantedOperation === '*' || wantedOperation === operation)
    );
  });
}
