/**
 * Typed mappers from a resource's create/update DTO to its entity's columns. A resource declares
 * one {@link ColumnMap}: every DTO field names the entity property it writes (or `false` for a
 * field the service writes itself, such as child rows). The compiler checks the table both ways:
 * a DTO field without an entry, an entry for a field the DTO does not have, a property the entity
 * does not have, or one whose type cannot hold the field's value, each fail to compile.
 */

/** The properties of `E` that can hold a value of type `V` (`undefined` aside: "not sent"). */
export type ColumnFor<V, E> = {
  [P in keyof E]-?: [Exclude<V, undefined>] extends [E[P]] ? P : never;
}[keyof E];

/** DTO field → entity property it writes, or `false` when the service writes it itself. */
export type ColumnMap<D, E> = { readonly [K in keyof D]-?: ColumnFor<D[K], E> | false };

/**
 * A DTO (create, or the update's partial of it) → the entity columns it sets. A field left
 * undefined was not sent and is left out (unchanged); a null is kept (the column is cleared).
 * `map` is the table it follows.
 */
export type ColumnMapper<D, E> = ((dto: Partial<D>) => Partial<E>) & {
  readonly map: ColumnMap<D, E>;
};

/** The {@link ColumnMapper} of a {@link ColumnMap}. */
export function columnMapper<D extends object, E>(map: ColumnMap<D, E>): ColumnMapper<D, E> {
  const entries = (Object.entries(map) as Array<[keyof D, keyof E | false]>).filter(
    (entry): entry is [keyof D, keyof E] => entry[1] !== false,
  );
  const mapper = (dto: Partial<D>): Partial<E> => {
    const columns: Partial<E> = {};
    for (const [field, property] of entries) {
      const value = dto[field];
      if (value !== undefined) columns[property] = value as unknown as E[keyof E];
    }
    return columns;
  };
  return Object.assign(mapper, { map });
}
