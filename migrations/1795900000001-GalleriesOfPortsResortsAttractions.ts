import { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['port_gallery_images', 'resort_gallery_images', 'attraction_gallery_images'];

/**
 * Ordered galleries of ports, resorts and attractions, as ships and theme parks have: link rows
 * kept with their record (ON DELETE CASCADE) whose images cannot be deleted while linked
 * (RESTRICT); writes to them purge the response caches like every catalogue table.
 */
export class GalleriesOfPortsResortsAttractions1795900000001 implements MigrationInterface {
  name = 'GalleriesOfPortsResortsAttractions1795900000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "port_gallery_images" ("port_id" uuid NOT NULL, "position" smallint NOT NULL, "media_asset_id" uuid NOT NULL, CONSTRAINT "pk_port_gallery_images" PRIMARY KEY ("port_id", "position"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_port_gallery_images_media_asset_id" ON "port_gallery_images"  ("media_asset_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "attraction_gallery_images" ("attraction_id" uuid NOT NULL, "position" smallint NOT NULL, "media_asset_id" uuid NOT NULL, CONSTRAINT "pk_attraction_gallery_images" PRIMARY KEY ("attraction_id", "position"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_attraction_gallery_images_media_asset_id" ON "attraction_gallery_images"  ("media_asset_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "resort_gallery_images" ("resort_id" uuid NOT NULL, "position" smallint NOT NULL, "media_asset_id" uuid NOT NULL, CONSTRAINT "pk_resort_gallery_images" PRIMARY KEY ("resort_id", "position"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_resort_gallery_images_media_asset_id" ON "resort_gallery_images"  ("media_asset_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "port_gallery_images" ADD CONSTRAINT "fk_port_gallery_images_port" FOREIGN KEY ("port_id") REFERENCES "ports"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "port_gallery_images" ADD CONSTRAINT "fk_port_gallery_images_media_asset" FOREIGN KEY ("media_asset_id") REFERENCES "media_assets"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "attraction_gallery_images" ADD CONSTRAINT "fk_attraction_gallery_images_attraction" FOREIGN KEY ("attraction_id") REFERENCES "attractions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "attraction_gallery_images" ADD CONSTRAINT "fk_attraction_gallery_images_media_asset" FOREIGN KEY ("media_asset_id") REFERENCES "media_assets"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "resort_gallery_images" ADD CONSTRAINT "fk_resort_gallery_images_resort" FOREIGN KEY ("resort_id") REFERENCES "resorts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "resort_gallery_images" ADD CONSTRAINT "fk_resort_gallery_images_media_asset" FOREIGN KEY ("media_asset_id") REFERENCES "media_assets"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    for (const table of TABLES) {
      await queryRunner.query(
        `CREATE TRIGGER "tr_${table}_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES)
      await queryRunner.query(`DROP TRIGGER "tr_${table}_notify_change" ON "${table}"`);
    await queryRunner.query(
      `ALTER TABLE "resort_gallery_images" DROP CONSTRAINT "fk_resort_gallery_images_media_asset"`,
    );
    await queryRunner.query(
      `ALTER TABLE "resort_gallery_images" DROP CONSTRAINT "fk_resort_gallery_images_resort"`,
    );
    await queryRunner.query(
      `ALTER TABLE "attraction_gallery_images" DROP CONSTRAINT "fk_attraction_gallery_images_media_asset"`,
    );
    await queryRunner.query(
      `ALTER TABLE "attraction_gallery_images" DROP CONSTRAINT "fk_attraction_gallery_images_attraction"`,
    );
    await queryRunner.query(
      `ALTER TABLE "port_gallery_images" DROP CONSTRAINT "fk_port_gallery_images_media_asset"`,
    );
    await queryRunner.query(
      `ALTER TABLE "port_gallery_images" DROP CONSTRAINT "fk_port_gallery_images_port"`,
    );
    await queryRunner.query(`DROP INDEX "public"."ix_resort_gallery_images_media_asset_id"`);
    await queryRunner.query(`DROP TABLE "resort_gallery_images"`);
    await queryRunner.query(`DROP INDEX "public"."ix_attraction_gallery_images_media_asset_id"`);
    await queryRunner.query(`DROP TABLE "attraction_gallery_images"`);
    await queryRunner.query(`DROP INDEX "public"."ix_port_gallery_images_media_asset_id"`);
    await queryRunner.query(`DROP TABLE "port_gallery_images"`);
  }
}
