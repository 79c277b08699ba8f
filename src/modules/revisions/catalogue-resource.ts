import type { ConstraintMeanings } from '@/common/database';
import type { TranslatableFields } from '@/common/locale/translations';
import type { WEBHOOK_RESOURCES } from '../webhooks/event-types';

export type CatalogueResourceName = (typeof WEBHOOK_RESOURCES)[number];

/** Rows of another table that belong to the record and are kept, and restored, with it. */
export interface ChildRows {
  /** The member of the record's snapshot that holds them, e.g. `stops`. */
  name: string;
  table: string;
  /** The column that refers to the record, e.g. `itinerary_id`. */
  column: string;
  /** Fixed column values that select the record's rows in a shared table (`item_type`). */
  match?: Record<string, string>;
  /** SQL ORDER BY of the rows in the snapshot, e.g. `day_number, position`. */
  orderBy: string;
}

/**
 * What the catalogue write path needs to know about a resource. Declaring one is all a resource
 * does to have every studio write of it stored with its audit entry, revision and outbox event in
 * one transaction, and revisions with restore under /studio/{path}/{id}/revisions.
 */
export interface CatalogueResource {
  /** Audit entity type, outbox resource and revisions' resource: singular snake_case. */
  name: CatalogueResourceName;
  /** The record as messages name it: `Ship` (`Ship '…' was not found.`). */
  label: string;
  table: string;
  children?: readonly ChildRows[];
  constraints: ConstraintMeanings;
  /**
   * Set for records kept as child rows of another (dry docks of a ship): their writes raise their
   * own audit entries and events, and store a revision of the parent, found through `column`.
   */
  revisionsOf?: { resource: CatalogueResource; column: string };
  /** The studio path segment (`/studio/{path}`) of a resource with its own revisions. */
  path?: string;
  /**
   * The fields translations may set (docs/localization.md), for a resource whose table has a
   * `translations` column.
   */
  translatable?: TranslatableFields;
}

/** Columns a revision's diff leaves out: they change with every write and say nothing. */
export const UNDIFFED_COLUMNS = new Set(['updated_at']);
