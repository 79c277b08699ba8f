import { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables whose writes change public answers that embed images: they purge the response caches. */
const NOTIFYING_TABLES = ['media_assets', 'ship_gallery_images', 'theme_park_gallery_images'];

/**
 * Images on catalogue records: each record that shows a picture refers to a media asset for it
 * (RESTRICT: an image in use cannot be deleted), ships and theme parks have an ordered gallery,
 * media assets an alt text, and the objects of replaced images wait in media_retired_objects for
 * their grace period. Images uploaded before keep their largest WebP at the image's name; every
 * upload from now on stores content-addressed keys only.
 */
export class ImagesOnRecords1795900000000 implements MigrationInterface {
  name = 'ImagesOnRecords1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "ship_gallery_images" ("ship_id" uuid NOT NULL, "position" smallint NOT NULL, "media_asset_id" uuid NOT NULL, CONSTRAINT "pk_ship_gallery_images" PRIMARY KEY ("ship_id", "position"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_ship_gallery_images_media_asset_id" ON "ship_gallery_images"  ("media_asset_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "theme_park_gallery_images" ("theme_park_id" uuid NOT NULL, "position" smallint NOT NULL, "media_asset_id" uuid NOT NULL, CONSTRAINT "pk_theme_park_gallery_images" PRIMARY KEY ("theme_park_id", "position"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_theme_park_gallery_images_media_asset_id" ON "theme_park_gallery_images"  ("media_asset_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "media_retired_objects" ("key" character varying(500) NOT NULL, "delete_after" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "pk_media_retired_objects" PRIMARY KEY ("key"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_media_retired_objects_delete_after" ON "media_retired_objects"  ("delete_after") `,
    );
    await queryRunner.query(`ALTER TABLE "media_assets" ADD "alt_text" character varying(500)`);
    await queryRunner.query(`ALTER TABLE "guides" ADD "hero_image_id" uuid`);
    await queryRunner.query(`ALTER TABLE "videos" ADD "thumbnail_image_id" uuid`);
    await queryRunner.query(`ALTER TABLE "cruise_lines" ADD "logo_image_id" uuid`);
    await queryRunner.query(`ALTER TABLE "theme_parks" ADD "hero_image_id" uuid`);
    await queryRunner.query(`ALTER TABLE "attractions" ADD "hero_image_id" uuid`);
    await queryRunner.query(`ALTER TABLE "ports" ADD "hero_image_id" uuid`);
    await queryRunner.query(`ALTER TABLE "ships" ADD "hero_image_id" uuid`);
    await queryRunner.query(`ALTER TABLE "resorts" ADD "hero_image_id" uuid`);
    await queryRunner.query(`ALTER TABLE "dining_locations" ADD "hero_image_id" uuid`);
    await queryRunner.query(`ALTER TABLE "special_events" ADD "hero_image_id" uuid`);
    await queryRunner.query(
      `CREATE INDEX "ix_guides_hero_image_id" ON "guides"  ("hero_image_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_videos_thumbnail_image_id" ON "videos"  ("thumbnail_image_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_cruise_lines_logo_image_id" ON "cruise_lines"  ("logo_image_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_theme_parks_hero_image_id" ON "theme_parks"  ("hero_image_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_attractions_hero_image_id" ON "attractions"  ("hero_image_id") `,
    );
    await queryRunner.query(`CREATE INDEX "ix_ports_hero_image_id" ON "ports"  ("hero_image_id") `);
    await queryRunner.query(`CREATE INDEX "ix_ships_hero_image_id" ON "ships"  ("hero_image_id") `);
    await queryRunner.query(
      `CREATE INDEX "ix_resorts_hero_image_id" ON "resorts"  ("hero_image_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_dining_locations_hero_image_id" ON "dining_locations"  ("hero_image_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_special_events_hero_image_id" ON "special_events"  ("hero_image_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "guides" ADD CONSTRAINT "fk_guides_hero_image" FOREIGN KEY ("hero_image_id") REFERENCES "media_assets"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "videos" ADD CONSTRAINT "fk_videos_thumbnail_image" FOREIGN KEY ("thumbnail_image_id") REFERENCES "media_assets"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "cruise_lines" ADD CONSTRAINT "fk_cruise_lines_logo_image" FOREIGN KEY ("logo_image_id") REFERENCES "media_assets"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "theme_parks" ADD CONSTRAINT "fk_theme_parks_hero_image" FOREIGN KEY ("hero_image_id") REFERENCES "media_assets"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "attractions" ADD CONSTRAINT "fk_attractions_hero_image" FOREIGN KEY ("hero_image_id") REFERENCES "media_assets"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ports" ADD CONSTRAINT "fk_ports_hero_image" FOREIGN KEY ("hero_image_id") REFERENCES "media_assets"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ships" ADD CONSTRAINT "fk_ships_hero_image" FOREIGN KEY ("hero_image_id") REFERENCES "media_assets"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ship_gallery_images" ADD CONSTRAINT "fk_ship_gallery_images_ship" FOREIGN KEY ("ship_id") REFERENCES "ships"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ship_gallery_images" ADD CONSTRAINT "fk_ship_gallery_images_media_asset" FOREIGN KEY ("media_asset_id") REFERENCES "media_assets"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "resorts" ADD CONSTRAINT "fk_resorts_hero_image" FOREIGN KEY ("hero_image_id") REFERENCES "media_assets"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "dining_locations" ADD CONSTRAINT "fk_dining_locations_hero_image" FOREIGN KEY ("hero_image_id") REFERENCES "media_assets"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "special_events" ADD CONSTRAINT "fk_special_events_hero_image" FOREIGN KEY ("hero_image_id") REFERENCES "media_assets"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "theme_park_gallery_images" ADD CONSTRAINT "fk_theme_park_gallery_images_theme_park" FOREIGN KEY ("theme_park_id") REFERENCES "theme_parks"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "theme_park_gallery_images" ADD CONSTRAINT "fk_theme_park_gallery_images_media_asset" FOREIGN KEY ("media_asset_id") REFERENCES "media_assets"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    for (const table of NOTIFYING_TABLES) {
      await queryRunner.query(
        `CREATE TRIGGER "tr_${table}_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of NOTIFYING_TABLES)
      await queryRunner.query(`DROP TRIGGER "tr_${table}_notify_change" ON "${table}"`);
    await queryRunner.query(
      `ALTER TABLE "theme_park_gallery_images" DROP CONSTRAINT "fk_theme_park_gallery_images_media_asset"`,
    );
    await queryRunner.query(
      `ALTER TABLE "theme_park_gallery_images" DROP CONSTRAINT "fk_theme_park_gallery_images_theme_park"`,
    );
    await queryRunner.query(
      `ALTER TABLE "special_events" DROP CONSTRAINT "fk_special_events_hero_image"`,
    );
    await queryRunner.query(
      `ALTER TABLE "dining_locations" DROP CONSTRAINT "fk_dining_locations_hero_image"`,
    );
    await queryRunner.query(`ALTER TABLE "resorts" DROP CONSTRAINT "fk_resorts_hero_image"`);
    await queryRunner.query(
      `ALTER TABLE "ship_gallery_images" DROP CONSTRAINT "fk_ship_gallery_images_media_asset"`,
    );
    await queryRunner.query(
      `ALTER TABLE "ship_gallery_images" DROP CONSTRAINT "fk_ship_gallery_images_ship"`,
    );
    await queryRunner.query(`ALTER TABLE "ships" DROP CONSTRAINT "fk_ships_hero_image"`);
    await queryRunner.query(`ALTER TABLE "ports" DROP CONSTRAINT "fk_ports_hero_image"`);
    await queryRunner.query(
      `ALTER TABLE "attractions" DROP CONSTRAINT "fk_attractions_hero_image"`,
    );
    await queryRunner.query(
      `ALTER TABLE "theme_parks" DROP CONSTRAINT "fk_theme_parks_hero_image"`,
    );
    await queryRunner.query(
      `ALTER TABLE "cruise_lines" DROP CONSTRAINT "fk_cruise_lines_logo_image"`,
    );
    await queryRunner.query(`ALTER TABLE "videos" DROP CONSTRAINT "fk_videos_thumbnail_image"`);
    await queryRunner.query(`ALTER TABLE "guides" DROP CONSTRAINT "fk_guides_hero_image"`);
    await queryRunner.query(`DROP INDEX "public"."ix_special_events_hero_image_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_dining_locations_hero_image_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_resorts_hero_image_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_ships_hero_image_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_ports_hero_image_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_attractions_hero_image_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_theme_parks_hero_image_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_cruise_lines_logo_image_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_videos_thumbnail_image_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_guides_hero_image_id"`);
    await queryRunner.query(`ALTER TABLE "special_events" DROP COLUMN "hero_image_id"`);
    await queryRunner.query(`ALTER TABLE "dining_locations" DROP COLUMN "hero_image_id"`);
    await queryRunner.query(`ALTER TABLE "resorts" DROP COLUMN "hero_image_id"`);
    await queryRunner.query(`ALTER TABLE "ships" DROP COLUMN "hero_image_id"`);
    await queryRunner.query(`ALTER TABLE "ports" DROP COLUMN "hero_image_id"`);
    await queryRunner.query(`ALTER TABLE "attractions" DROP COLUMN "hero_image_id"`);
    await queryRunner.query(`ALTER TABLE "theme_parks" DROP COLUMN "hero_image_id"`);
    await queryRunner.query(`ALTER TABLE "cruise_lines" DROP COLUMN "logo_image_id"`);
    await queryRunner.query(`ALTER TABLE "videos" DROP COLUMN "thumbnail_image_id"`);
    await queryRunner.query(`ALTER TABLE "guides" DROP COLUMN "hero_image_id"`);
    await queryRunner.query(`ALTER TABLE "media_assets" DROP COLUMN "alt_text"`);
    await queryRunner.query(`DROP INDEX "public"."ix_media_retired_objects_delete_after"`);
    await queryRunner.query(`DROP TABLE "media_retired_objects"`);
    await queryRunner.query(`DROP INDEX "public"."ix_theme_park_gallery_images_media_asset_id"`);
    await queryRunner.query(`DROP TABLE "theme_park_gallery_images"`);
    await queryRunner.query(`DROP INDEX "public"."ix_ship_gallery_images_media_asset_id"`);
    await queryRunner.query(`DROP TABLE "ship_gallery_images"`);
  }
}
