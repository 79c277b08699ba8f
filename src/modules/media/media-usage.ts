/**
 * Every column that refers to a media asset, with the record it belongs to: a delete of an image
 * in use is refused naming these records (test/record-images.e2e-spec.ts checks the list against
 * the foreign keys of the database, so a new image column cannot be forgotten here).
 */
export const IMAGE_REFERENCES: ReadonlyArray<{
  /** The table holding the reference. */
  table: string;
  column: string;
  /** The record as the 409 names it, and what the image is to it. */
  what: string;
  role: string;
  /** For a link table: the record's table and the link's column that refers to it. */
  slugFrom?: { table: string; column: string };
}> = [
  { table: 'cruise_lines', column: 'logo_image_id', what: 'cruise line', role: 'logo' },
  { table: 'ships', column: 'hero_image_id', what: 'ship', role: 'main image' },
  {
    table: 'ship_gallery_images',
    column: 'media_asset_id',
    what: 'ship',
    role: 'gallery',
    slugFrom: { table: 'ships', column: 'ship_id' },
  },
  { table: 'ports', column: 'hero_image_id', what: 'port', role: 'main image' },
  {
    table: 'port_gallery_images',
    column: 'media_asset_id',
    what: 'port',
    role: 'gallery',
    slugFrom: { table: 'ports', column: 'port_id' },
  },
  { table: 'theme_parks', column: 'hero_image_id', what: 'theme park', role: 'main image' },
  {
    table: 'theme_park_gallery_images',
    column: 'media_asset_id',
    what: 'theme park',
    role: 'gallery',
    slugFrom: { table: 'theme_parks', column: 'theme_park_id' },
  },
  { table: 'resorts', column: 'hero_image_id', what: 'resort', role: 'main image' },
  {
    table: 'resort_gallery_images',
    column: 'media_asset_id',
    what: 'resort',
    role: 'gallery',
    slugFrom: { table: 'resorts', column: 'resort_id' },
  },
  { table: 'attractions', column: 'hero_image_id', what: 'attraction', role: 'main image' },
  {
    table: 'attraction_gallery_images',
    column: 'media_asset_id',
    what: 'attraction',
    role: 'gallery',
    slugFrom: { table: 'attractions', column: 'attraction_id' },
  },
  { table: 'special_events', column: 'hero_image_id', what: 'special event', role: 'main image' },
  {
    table: 'dining_locations',
    column: 'hero_image_id',
    what: 'dining location',
    role: 'main image',
  },
  { table: 'guides', column: 'hero_image_id', what: 'guide', role: 'cover image' },
  { table: 'videos', column: 'thumbnail_image_id', what: 'video', role: 'thumbnail' },
];

/** The records that use the image `$1`, as `{what, slug, role}` rows, in one statement. */
export const IMAGE_USAGE_SQL = IMAGE_REFERENCES.map((ref, i) => {
  const select = `SELECT ${i} AS ref, o.slug FROM`;
  return ref.slugFrom
    ? `${select} "${ref.table}" r JOIN "${ref.slugFrom.table}" o ON o.id = r."${ref.slugFrom.column}" WHERE r."${ref.column}" = $1`
    : `${select} "${ref.table}" o WHERE o."${ref.column}" = $1`;
})
  .map((part) => `(${part})`)
  .join(' UNION ALL ')
  .concat(' ORDER BY ref, slug LIMIT 21');

/** "ship 'icon-of-the-seas' (main image), theme park 'epcot' (gallery)", at most 20 named. */
export function describeUsage(rows: Array<{ ref: number; slug: string }>): string {
  const named = rows.slice(0, 20).map(({ ref, slug }) => {
    const { what, role } = IMAGE_REFERENCES[ref];
    return `${what} '${slug}' (${role})`;
  });
  return rows.length > 20 ? `${named.join(', ')} and more` : named.join(', ');
}

/** A record that uses an image, as `GET /studio/media/{id}` lists it. */
export interface ImageUser {
  /** The record's resource, as webhooks and the audit log name it (`theme_park`). */
  type: string;
  id: string;
  slug: string;
  name: string;
  /** The request field of the record that holds the image (`hero_image_id`, `gallery_image_ids`). */
  field: string;
}

/** The request field of a reference: its column, or `gallery_image_ids` for a gallery's link table. */
export const fieldOf = (ref: (typeof IMAGE_REFERENCES)[number]): string =>
  ref.slugFrom ? 'gallery_image_ids' : ref.column;

export const typeOf = (ref: (typeof IMAGE_REFERENCES)[number]): string =>
  ref.what.replace(/ /g, '_');

/**
 * Every record that uses the image `$1`, as `{ref, id, slug, name}` rows (`name` is the record's
 * name, or its title for guides and videos), in one statement.
 */
export const IMAGE_USERS_SQL = IMAGE_REFERENCES.map((ref, i) => {
  const select = `SELECT ${i} AS ref, o.id, o.slug, coalesce(to_jsonb(o)->>'name', to_jsonb(o)->>'title') AS name FROM`;
  return ref.slugFrom
    ? `${select} "${ref.table}" r JOIN "${ref.slugFrom.table}" o ON o.id = r."${ref.slugFrom.column}" WHERE r."${ref.column}" = $1`
    : `${select} "${ref.table}" o WHERE o."${ref.column}" = $1`;
})
  .map((part) => `(${part})`)
  .join(' UNION ALL ')
  .concat(' ORDER BY ref, slug');

export function imageUsers(
  rows: Array<{ ref: number; id: string; slug: string; name: string | null }>,
): ImageUser[] {
  return rows.map(({ ref, id, slug, name }) => ({
    type: typeOf(IMAGE_REFERENCES[ref]),
    id,
    slug,
    name: name ?? slug,
    field: fieldOf(IMAGE_REFERENCES[ref]),
  }));
}
