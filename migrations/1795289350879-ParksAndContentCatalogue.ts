import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Theme parks, resorts, attractions, special events and their sessions, dining locations, guides,
 * videos and categories (catalogue schema contract, owner B). dining_locations.ship_id has no
 * foreign key yet: `ships` belongs to the cruise catalogue and gets its FK when both are merged.
 */
export class ParksAndContentCatalogue1795289350879 implements MigrationInterface {
  name = 'ParksAndContentCatalogue1795289350879';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "theme_parks" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(200) NOT NULL, "slug" character varying(200) NOT NULL, "parent_company" character varying(200), "parent_company_slug" character varying(200), "destination" character varying(200), "upstream_entity_id" character varying(36), "city" character varying(100), "state_province" character varying(100), "country" character varying(100), "latitude" numeric(9,6), "longitude" numeric(9,6), "timezone" character varying(64), "opening_year" integer, "website_url" text, "hero_image_url" text, "admission_price_from" numeric(10,2), "currency" character(3) NOT NULL DEFAULT 'USD', "annual_visitors" integer, "description" text, "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_eedacd1891afd9e59e7d5df3625" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_theme_parks_slug" ON "theme_parks"  ("slug") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_theme_parks_parent_company_slug" ON "theme_parks"  ("parent_company_slug") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_theme_parks_is_active" ON "theme_parks"  ("is_active") `,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."attraction_thrill_level" AS ENUM('mild', 'moderate', 'thrill', 'extreme')`,
    );
    await queryRunner.query(
      `CREATE TABLE "attractions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(200) NOT NULL, "slug" character varying(200) NOT NULL, "theme_park_id" uuid NOT NULL, "thrill_level" "public"."attraction_thrill_level", "ride_type" character varying(100), "min_height_cm" integer, "max_height_cm" integer, "duration_minutes" integer, "accessibility" jsonb, "upstream_entity_id" character varying(36), "description" text, "hero_image_url" text, "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d3d084e18c4d4f07de9c1521ae5" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_attractions_slug" ON "attractions"  ("slug") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_attractions_theme_park_id" ON "attractions"  ("theme_park_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_attractions_thrill_level" ON "attractions"  ("thrill_level") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_attractions_is_active" ON "attractions"  ("is_active") `,
    );
    await queryRunner.query(
      `CREATE TABLE "categories" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(200) NOT NULL, "slug" character varying(200) NOT NULL, "description" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_24dbc6126a28ff948da33e97d3b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_categories_slug" ON "categories"  ("slug") `);
    await queryRunner.query(
      `CREATE TABLE "category_items" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "category_id" uuid NOT NULL, "item_type" character varying(50) NOT NULL, "item_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0ffb99f9dfd7f5c85f0ccaa00f9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_category_items_item" ON "category_items"  ("item_type", "item_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_category_items" ON "category_items"  ("category_id", "item_type", "item_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "resorts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(200) NOT NULL, "slug" character varying(200) NOT NULL, "theme_park_id" uuid NOT NULL, "description" text, "amenities" text array NOT NULL DEFAULT '{}', "price_tier" character varying(50), "nightly_price_from" numeric(10,2), "currency" character(3) NOT NULL DEFAULT 'USD', "timezone" character varying(64), "latitude" numeric(9,6), "longitude" numeric(9,6), "hero_image_url" text, "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b535a39052726304eed66ada879" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_resorts_slug" ON "resorts"  ("slug") `);
    await queryRunner.query(
      `CREATE INDEX "ix_resorts_theme_park_id" ON "resorts"  ("theme_park_id") `,
    );
    await queryRunner.query(`CREATE INDEX "ix_resorts_is_active" ON "resorts"  ("is_active") `);
    await queryRunner.query(
      `CREATE TABLE "dining_locations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(200) NOT NULL, "slug" character varying(200) NOT NULL, "venue_type" character varying(100) NOT NULL, "cuisine_type" character varying(100) NOT NULL, "dress_code" character varying(100), "price_range" character varying(4), "opening_hours" jsonb, "reservation_required" boolean NOT NULL DEFAULT false, "theme_park_id" uuid, "ship_id" uuid, "resort_id" uuid, "description" text, "hero_image_url" text, "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_dining_locations_one_place" CHECK (num_nonnulls("theme_park_id", "ship_id", "resort_id") = 1), CONSTRAINT "PK_c420bf6e0480bfcfe817f8b0331" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_dining_locations_slug" ON "dining_locations"  ("slug") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_dining_locations_reservation_required" ON "dining_locations"  ("reservation_required") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_dining_locations_theme_park_id" ON "dining_locations"  ("theme_park_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_dining_locations_ship_id" ON "dining_locations"  ("ship_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_dining_locations_resort_id" ON "dining_locations"  ("resort_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_dining_locations_is_active" ON "dining_locations"  ("is_active") `,
    );
    await queryRunner.query(
      `CREATE TABLE "special_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(200) NOT NULL, "slug" character varying(200) NOT NULL, "theme_park_id" uuid NOT NULL, "start_date" date NOT NULL, "end_date" date NOT NULL, "ticket_price" numeric(10,2), "currency" character(3) NOT NULL DEFAULT 'USD', "description" text, "hero_image_url" text, "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_special_events_dates" CHECK ("end_date" >= "start_date"), CONSTRAINT "PK_872fcb3effc72ddc6a289a6059b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_special_events_slug" ON "special_events"  ("slug") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_special_events_theme_park_id" ON "special_events"  ("theme_park_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_special_events_is_active" ON "special_events"  ("is_active") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_special_events_dates" ON "special_events"  ("end_date", "start_date") `,
    );
    await queryRunner.query(
      `CREATE TABLE "special_event_sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "special_event_id" uuid NOT NULL, "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "ends_at" TIMESTAMP WITH TIME ZONE, "label" character varying(200), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_special_event_sessions_times" CHECK ("ends_at" IS NULL OR "ends_at" >= "starts_at"), CONSTRAINT "PK_b166b4aaa3de5f9195841981ea7" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_special_event_sessions_event_starts" ON "special_event_sessions"  ("special_event_id", "starts_at") `,
    );
    await queryRunner.query(`CREATE TYPE "public"."guide_status" AS ENUM('draft', 'published')`);
    await queryRunner.query(
      `CREATE TABLE "guides" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" character varying(300) NOT NULL, "slug" character varying(200) NOT NULL, "summary" text, "body" text NOT NULL DEFAULT '', "status" "public"."guide_status" NOT NULL DEFAULT 'draft', "published_at" TIMESTAMP WITH TIME ZONE, "author" character varying(200), "hero_image_url" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8de34e682c2201d625cf95c1266" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_guides_slug" ON "guides"  ("slug") `);
    await queryRunner.query(
      `CREATE INDEX "ix_guides_status_published_at" ON "guides"  ("status", "published_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "guide_related_items" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "guide_id" uuid NOT NULL, "item_type" character varying(50) NOT NULL, "item_id" uuid NOT NULL, "position" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_151ad87e7d45df8e4bada333e52" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_guide_related_items_item" ON "guide_related_items"  ("item_type", "item_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_guide_related_items" ON "guide_related_items"  ("guide_id", "item_type", "item_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "videos" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" character varying(300) NOT NULL, "slug" character varying(200) NOT NULL, "provider" character varying(50) NOT NULL, "video_url" text, "embed_id" character varying(100), "duration_seconds" integer, "thumbnail_url" text, "description" text, "is_published" boolean NOT NULL DEFAULT false, "published_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e4c86c0cf95aff16e9fb8220f6b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_videos_slug" ON "videos"  ("slug") `);
    await queryRunner.query(
      `CREATE INDEX "ix_videos_is_published" ON "videos"  ("is_published", "published_at") `,
    );
    // Case-insensitive filters (state, ride_type, venue_type, cuisine_type) compare lower(column);
    // the entities mark these expression indexes synchronize: false.
    await queryRunner.query(
      `CREATE INDEX "ix_theme_parks_state_lower" ON "theme_parks" (lower("state_province"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_attractions_ride_type_lower" ON "attractions" (lower("ride_type"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_dining_locations_venue_type_lower" ON "dining_locations" (lower("venue_type"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_dining_locations_cuisine_type_lower" ON "dining_locations" (lower("cuisine_type"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "attractions" ADD CONSTRAINT "fk_attractions_theme_park" FOREIGN KEY ("theme_park_id") REFERENCES "theme_parks"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "category_items" ADD CONSTRAINT "fk_category_items_category" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "resorts" ADD CONSTRAINT "fk_resorts_theme_park" FOREIGN KEY ("theme_park_id") REFERENCES "theme_parks"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "dining_locations" ADD CONSTRAINT "fk_dining_locations_theme_park" FOREIGN KEY ("theme_park_id") REFERENCES "theme_parks"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "dining_locations" ADD CONSTRAINT "fk_dining_locations_resort" FOREIGN KEY ("resort_id") REFERENCES "resorts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "special_events" ADD CONSTRAINT "fk_special_events_theme_park" FOREIGN KEY ("theme_park_id") REFERENCES "theme_parks"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "special_event_sessions" ADD CONSTRAINT "fk_special_event_sessions_event" FOREIGN KEY ("special_event_id") REFERENCES "special_events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "guide_related_items" ADD CONSTRAINT "fk_guide_related_items_guide" FOREIGN KEY ("guide_id") REFERENCES "guides"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "guide_related_items" DROP CONSTRAINT "fk_guide_related_items_guide"`,
    );
    await queryRunner.query(
      `ALTER TABLE "special_event_sessions" DROP CONSTRAINT "fk_special_event_sessions_event"`,
    );
    await queryRunner.query(
      `ALTER TABLE "special_events" DROP CONSTRAINT "fk_special_events_theme_park"`,
    );
    await queryRunner.query(
      `ALTER TABLE "dining_locations" DROP CONSTRAINT "fk_dining_locations_resort"`,
    );
    await queryRunner.query(
      `ALTER TABLE "dining_locations" DROP CONSTRAINT "fk_dining_locations_theme_park"`,
    );
    await queryRunner.query(`ALTER TABLE "resorts" DROP CONSTRAINT "fk_resorts_theme_park"`);
    await queryRunner.query(
      `ALTER TABLE "category_items" DROP CONSTRAINT "fk_category_items_category"`,
    );
    await queryRunner.query(
      `ALTER TABLE "attractions" DROP CONSTRAINT "fk_attractions_theme_park"`,
    );
    await queryRunner.query(`DROP INDEX "public"."ix_dining_locations_cuisine_type_lower"`);
    await queryRunner.query(`DROP INDEX "public"."ix_dining_locations_venue_type_lower"`);
    await queryRunner.query(`DROP INDEX "public"."ix_attractions_ride_type_lower"`);
    await queryRunner.query(`DROP INDEX "public"."ix_theme_parks_state_lower"`);
    await queryRunner.query(`DROP INDEX "public"."ix_videos_is_published"`);
    await queryRunner.query(`DROP INDEX "public"."uq_videos_slug"`);
    await queryRunner.query(`DROP TABLE "videos"`);
    await queryRunner.query(`DROP INDEX "public"."uq_guide_related_items"`);
    await queryRunner.query(`DROP INDEX "public"."ix_guide_related_items_item"`);
    await queryRunner.query(`DROP TABLE "guide_related_items"`);
    await queryRunner.query(`DROP INDEX "public"."ix_guides_status_published_at"`);
    await queryRunner.query(`DROP INDEX "public"."uq_guides_slug"`);
    await queryRunner.query(`DROP TABLE "guides"`);
    await queryRunner.query(`DROP TYPE "public"."guide_status"`);
    await queryRunner.query(`DROP INDEX "public"."ix_special_event_sessions_event_starts"`);
    await queryRunner.query(`DROP TABLE "special_event_sessions"`);
    await queryRunner.query(`DROP INDEX "public"."ix_special_events_dates"`);
    await queryRunner.query(`DROP INDEX "public"."ix_special_events_is_active"`);
    await queryRunner.query(`DROP INDEX "public"."ix_special_events_theme_park_id"`);
    await queryRunner.query(`DROP INDEX "public"."uq_special_events_slug"`);
    await queryRunner.query(`DROP TABLE "special_events"`);
    await queryRunner.query(`DROP INDEX "public"."ix_dining_locations_is_active"`);
    await queryRunner.query(`DROP INDEX "public"."ix_dining_locations_resort_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_dining_locations_ship_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_dining_locations_theme_park_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_dining_locations_reservation_required"`);
    await queryRunner.query(`DROP INDEX "public"."uq_dining_locations_slug"`);
    await queryRunner.query(`DROP TABLE "dining_locations"`);
    await queryRunner.query(`DROP INDEX "public"."ix_resorts_is_active"`);
    await queryRunner.query(`DROP INDEX "public"."ix_resorts_theme_park_id"`);
    await queryRunner.query(`DROP INDEX "public"."uq_resorts_slug"`);
    await queryRunner.query(`DROP TABLE "resorts"`);
    await queryRunner.query(`DROP INDEX "public"."uq_category_items"`);
    await queryRunner.query(`DROP INDEX "public"."ix_category_items_item"`);
    await queryRunner.query(`DROP TABLE "category_items"`);
    await queryRunner.query(`DROP INDEX "public"."uq_categories_slug"`);
    await queryRunner.query(`DROP TABLE "categories"`);
    await queryRunner.query(`DROP INDEX "public"."ix_attractions_is_active"`);
    await queryRunner.query(`DROP INDEX "public"."ix_attractions_thrill_level"`);
    await queryRunner.query(`DROP INDEX "public"."ix_attractions_theme_park_id"`);
    await queryRunner.query(`DROP INDEX "public"."uq_attractions_slug"`);
    await queryRunner.query(`DROP TABLE "attractions"`);
    await queryRunner.query(`DROP TYPE "public"."attraction_thrill_level"`);
    await queryRunner.query(`DROP INDEX "public"."ix_theme_parks_is_active"`);
    await queryRunner.query(`DROP INDEX "public"."ix_theme_parks_parent_company_slug"`);
    await queryRunner.query(`DROP INDEX "public"."uq_theme_parks_slug"`);
    await queryRunner.query(`DROP TABLE "theme_parks"`);
  }
}
