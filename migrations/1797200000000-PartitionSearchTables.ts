import { MigrationInterface, QueryRunner } from 'typeorm';

/** Hash partitions of `search_documents` and of `search_names`, each by `id`. */
const PARTITIONS = 8;

/** Statements of the sync functions that find a record's document, before and after. */
const FIND_BY_ENTITY = [
  {
    fn: 'search_documents_sync',
    before: `DELETE FROM search_documents WHERE entity_type = kind AND entity_id = OLD.id;`,
    after: `DELETE FROM search_documents WHERE id = search_document_id(kind, OLD.id);`,
  },
  {
    fn: 'search_documents_sync',
    before: `  INSERT INTO search_documents
    (entity_type, entity_id, slug, title, keywords, body, is_visible, visible_from)
  VALUES (kind, NEW.id, r->>'slug', left(v_title, 300), v_keywords, v_body, v_visible, v_from)
  ON CONFLICT (entity_type, entity_id) DO UPDATE SET`,
    after: `  INSERT INTO search_documents
    (id, entity_type, entity_id, slug, title, keywords, body, is_visible, visible_from)
  VALUES (search_document_id(kind, NEW.id), kind, NEW.id, r->>'slug', left(v_title, 300),
          v_keywords, v_body, v_visible, v_from)
  ON CONFLICT (id) DO UPDATE SET`,
  },
  {
    fn: 'search_translations_sync',
    before: `SELECT * INTO doc FROM search_documents WHERE entity_type = kind AND entity_id = NEW.id;`,
    after: `SELECT * INTO doc FROM search_documents WHERE id = search_document_id(kind, NEW.id);`,
  },
];

const NAME_COLUMNS = ['entity_type', 'is_visible', 'visible_from', 'name_vector', 'title'];
const DOCUMENT_COLUMNS = `entity_type, entity_id, slug, title, keywords, body, is_visible, visible_from,
  created_at, updated_at`;

/**
 * `search_documents` and `search_names` become hash-partitioned by id (PARTITIONS each), with the
 * same columns, GIN indexes, foreign keys and triggers.
 *
 * A search takes the first matches it finds (the pool; see SearchService). In one table, a common
 * word's GIN scan decodes its whole posting list before the first match comes out, and a
 * sequential scan for one type reads every row before that type's first. Over partitions, each a
 * sample of the whole, the scan of the first partition usually fills the pool and the others are
 * never read; a rare word is looked up in every partition's (smaller) index.
 *
 * A partitioned table's unique indexes must hold the partition key, and a lookup by anything else
 * visits every partition. So a document's id is now a function of its record,
 * `search_document_id(entity_type, entity_id)` (the md5 of the two, as a uuid), the unique index
 * on (entity_type, entity_id) goes, and the sync triggers find, upsert and delete a record's
 * document by that id, in one partition. Existing documents, names and translations get their
 * new ids as they are copied.
 *
 * Generated columns are computed again as the rows are copied: at 1,000,000 records this migration
 * takes minutes.
 */
export class PartitionSearchTables1797200000000 implements MigrationInterface {
  name = 'PartitionSearchTables1797200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FUNCTION search_document_id(entity_type text, entity_id uuid) RETURNS uuid
         LANGUAGE sql IMMUTABLE PARALLEL SAFE
         RETURN md5(entity_type || ':' || entity_id)::uuid`,
    );
    await this.dropForeignKeys(queryRunner);
    await this.setAside(queryRunner);
    await queryRunner.query(
      `CREATE TABLE search_documents (LIKE search_documents_old INCLUDING DEFAULTS INCLUDING GENERATED)
       PARTITION BY HASH (id)`,
    );
    await queryRunner.query(
      `CREATE TABLE search_names (LIKE search_names_old INCLUDING DEFAULTS) PARTITION BY HASH (id)`,
    );
    for (let i = 0; i < PARTITIONS; i++) {
      for (const table of ['search_documents', 'search_names']) {
        await queryRunner.query(
          `CREATE TABLE ${table}_${i} PARTITION OF ${table}
             FOR VALUES WITH (MODULUS ${PARTITIONS}, REMAINDER ${i})`,
        );
      }
    }
    await this.copy(queryRunner, 'search_document_id(d.entity_type, d.entity_id)');
    await this.indexAndLink(queryRunner);
    for (const { fn, before, after } of FIND_BY_ENTITY)
      await this.replace(queryRunner, fn, before, after);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await this.dropForeignKeys(queryRunner);
    await this.setAside(queryRunner);
    await queryRunner.query(
      `CREATE TABLE search_documents (LIKE search_documents_old INCLUDING DEFAULTS INCLUDING GENERATED)`,
    );
    await queryRunner.query(`CREATE TABLE search_names (LIKE search_names_old INCLUDING DEFAULTS)`);
    await this.copy(queryRunner, 'd.id');
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_search_documents_entity ON search_documents (entity_type, entity_id)`,
    );
    await this.indexAndLink(queryRunner);
    for (const { fn, before, after } of FIND_BY_ENTITY)
      await this.replace(queryRunner, fn, after, before);
    await queryRunner.query(`DROP FUNCTION search_document_id(text, uuid)`);
  }

  private async dropForeignKeys(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE search_translations DROP CONSTRAINT fk_search_translations_document`,
    );
    await queryRunner.query(`ALTER TABLE search_names DROP CONSTRAINT fk_search_names_document`);
  }

  /** The current tables renamed to `<name>_old`, their constraint and index names freed. */
  private async setAside(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER tr_search_documents_names ON search_documents`);
    await queryRunner.query(`ALTER TABLE search_documents RENAME TO search_documents_old`);
    await queryRunner.query(`ALTER TABLE search_names RENAME TO search_names_old`);
    await queryRunner.query(
      `ALTER TABLE search_documents_old RENAME CONSTRAINT pk_search_documents TO pk_search_documents_old`,
    );
    await queryRunner.query(
      `ALTER TABLE search_names_old RENAME CONSTRAINT pk_search_names TO pk_search_names_old`,
    );
    await queryRunner.query(`DROP INDEX ix_search_documents_type_vector`);
    await queryRunner.query(`DROP INDEX ix_search_names_type_vector`);
    await queryRunner.query(`DROP INDEX IF EXISTS uq_search_documents_entity`);
  }

  /**
   * The old rows into the new tables, each document, name and translation under the id
   * `newId` (an expression of the old document `d`), then the old tables dropped. The names go in
   * through no trigger: the documents' trigger is created afterwards.
   */
  private async copy(queryRunner: QueryRunner, newId: string): Promise<void> {
    await queryRunner.query(
      `INSERT INTO search_documents (id, ${DOCUMENT_COLUMNS})
       SELECT ${newId}, ${DOCUMENT_COLUMNS} FROM search_documents_old d`,
    );
    await queryRunner.query(
      `INSERT INTO search_names (id, ${NAME_COLUMNS.join(', ')})
       SELECT ${newId}, ${NAME_COLUMNS.map((column) => `n.${column}`).join(', ')}
         FROM search_names_old n JOIN search_documents_old d ON d.id = n.id`,
    );
    await queryRunner.query(
      `UPDATE search_translations t SET id = ${newId}
         FROM search_documents_old d WHERE d.id = t.id AND t.id <> ${newId}`,
    );
    await queryRunner.query(`DROP TABLE search_names_old`);
    await queryRunner.query(`DROP TABLE search_documents_old`);
  }

  /** Keys, GIN indexes, foreign keys, the names trigger, and statistics of the new tables. */
  private async indexAndLink(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE search_documents ADD CONSTRAINT pk_search_documents PRIMARY KEY (id)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_search_documents_type_vector ON search_documents USING GIN (entity_type, search_vector)`,
    );
    await queryRunner.query(
      `ALTER TABLE search_names ADD CONSTRAINT pk_search_names PRIMARY KEY (id)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_search_names_type_vector ON search_names USING GIN (entity_type, name_vector)`,
    );
    await queryRunner.query(
      `ALTER TABLE search_names ADD CONSTRAINT fk_search_names_document
         FOREIGN KEY (id) REFERENCES search_documents (id) ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE search_translations ADD CONSTRAINT fk_search_translations_document
         FOREIGN KEY (id) REFERENCES search_documents (id) ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `CREATE TRIGGER tr_search_documents_names AFTER INSERT OR UPDATE ON search_documents
         FOR EACH ROW EXECUTE FUNCTION search_names_sync()`,
    );
    // Autovacuum analyzes partitions, never a partitioned table itself.
    await queryRunner.query(`ANALYZE search_documents, search_names`);
  }

  /** The function `fn` with its statement `from` replaced by `to`. */
  private async replace(queryRunner: QueryRunner, fn: string, from: string, to: string) {
    const [{ definition }] = (await queryRunner.query(
      `SELECT pg_get_functiondef($1::regproc) AS definition`,
      [fn],
    )) as Array<{ definition: string }>;
    if (!definition.includes(from)) throw new Error(`${fn}() does not hold: ${from}`);
    await queryRunner.query(definition.replace(from, to));
  }
}
