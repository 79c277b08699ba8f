import { MigrationInterface, QueryRunner } from 'typeorm';

/** The media library: one record per uploaded image, with the keys of its stored variants. */
export class AddMediaLibrary1795609001622 implements MigrationInterface {
  name = 'AddMediaLibrary1795609001622';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "media_assets" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "key" character varying(500) NOT NULL, "content_type" character varying(50) NOT NULL, "slug" character varying(200) NOT NULL, "filename" character varying(200) NOT NULL, "original_name" character varying(255), "original_size" integer NOT NULL, "original_format" character varying(8) NOT NULL, "original_width" integer NOT NULL, "original_height" integer NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "size" integer NOT NULL, "animated" boolean NOT NULL DEFAULT false, "variants" jsonb NOT NULL, "placeholder" character varying(1400) NOT NULL, "dominant_color" character(7) NOT NULL, "uploaded_by_id" uuid, "uploaded_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "pk_media_assets" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_media_assets_key" ON "media_assets"  ("key") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_media_assets_uploaded_by_id" ON "media_assets"  ("uploaded_by_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_media_assets_content_type_slug" ON "media_assets"  ("content_type", "slug") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_media_assets_uploaded_at" ON "media_assets"  ("uploaded_at", "id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "media_assets" ADD CONSTRAINT "fk_media_assets_uploaded_by" FOREIGN KEY ("uploaded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "media_assets" DROP CONSTRAINT "fk_media_assets_uploaded_by"`,
    );
    await queryRunner.query(`DROP INDEX "public"."ix_media_assets_uploaded_at"`);
    await queryRunner.query(`DROP INDEX "public"."ix_media_assets_content_type_slug"`);
    await queryRunner.query(`DROP INDEX "public"."ix_media_assets_uploaded_by_id"`);
    await queryRunner.query(`DROP INDEX "public"."uq_media_assets_key"`);
    await queryRunner.query(`DROP TABLE "media_assets"`);
  }
}
