import { MigrationInterface, QueryRunner } from 'typeorm';

export class CruiseCatalogue1795289581836 implements MigrationInterface {
  name = 'CruiseCatalogue1795289581836';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "cruise_lines" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(200) NOT NULL, "slug" character varying(200) NOT NULL, "description" text, "logo_url" text, "website_url" text, "headquarters" character varying(200), "founded_year" integer, "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_afe7843ae29258ff07eb1942bcd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_cruise_lines_slug" ON "cruise_lines"  ("slug") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_cruise_lines_is_active" ON "cruise_lines"  ("is_active") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_cruise_lines_name_id" ON "cruise_lines"  ("name", "id") `,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."port_type" AS ENUM('homeport', 'port_of_call', 'private_island')`,
    );
    await queryRunner.query(
      `CREATE TABLE "ports" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(200) NOT NULL, "slug" character varying(200) NOT NULL, "country" character varying(100) NOT NULL, "city" character varying(200), "state_province" character varying(200), "region" character varying(100), "latitude" numeric(9,6), "longitude" numeric(9,6), "timezone" character varying(64), "port_type" "public"."port_type", "description" text, "hero_image_url" text, "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_291c9f372b1ce97c885e96f5ff4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_ports_slug" ON "ports"  ("slug") `);
    await queryRunner.query(`CREATE INDEX "ix_ports_region" ON "ports"  ("region") `);
    await queryRunner.query(`CREATE INDEX "ix_ports_port_type" ON "ports"  ("port_type") `);
    await queryRunner.query(`CREATE INDEX "ix_ports_is_active" ON "ports"  ("is_active") `);
    await queryRunner.query(`CREATE INDEX "ix_ports_name_id" ON "ports"  ("name", "id") `);
    await queryRunner.query(`CREATE TYPE "public"."excursion_type" AS ENUM('shore', 'land')`);
    await queryRunner.query(
      `CREATE TABLE "excursions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(200) NOT NULL, "slug" character varying(200) NOT NULL, "excursion_type" "public"."excursion_type" NOT NULL, "port_id" uuid, "theme_park_id" uuid, "attraction_id" uuid, "duration_minutes" integer, "price_from" numeric(10,2), "currency" character(3) NOT NULL DEFAULT 'USD', "description" text, "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c3ab0f230f7521fcdd7a29dd828" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_excursions_slug" ON "excursions"  ("slug") `);
    await queryRunner.query(
      `CREATE INDEX "ix_excursions_excursion_type" ON "excursions"  ("excursion_type") `,
    );
    await queryRunner.query(`CREATE INDEX "ix_excursions_port_id" ON "excursions"  ("port_id") `);
    await queryRunner.query(
      `CREATE INDEX "ix_excursions_theme_park_id" ON "excursions"  ("theme_park_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_excursions_attraction_id" ON "excursions"  ("attraction_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_excursions_is_active" ON "excursions"  ("is_active") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_excursions_name_id" ON "excursions"  ("name", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "itineraries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(200) NOT NULL, "slug" character varying(200) NOT NULL, "cruise_line_id" uuid NOT NULL, "embarkation_port_id" uuid NOT NULL, "disembarkation_port_id" uuid NOT NULL, "cruise_region" character varying(100) NOT NULL, "nights" integer NOT NULL, "description" text, "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9c5db87d0f85f56e4466ae09a38" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_itineraries_slug" ON "itineraries"  ("slug") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_itineraries_cruise_line_id" ON "itineraries"  ("cruise_line_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_itineraries_embarkation_port_id" ON "itineraries"  ("embarkation_port_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_itineraries_disembarkation_port_id" ON "itineraries"  ("disembarkation_port_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_itineraries_cruise_region" ON "itineraries"  ("cruise_region") `,
    );
    await queryRunner.query(`CREATE INDEX "ix_itineraries_nights" ON "itineraries"  ("nights") `);
    await queryRunner.query(
      `CREATE INDEX "ix_itineraries_is_active" ON "itineraries"  ("is_active") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_itineraries_name_id" ON "itineraries"  ("name", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "itinerary_stops" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "itinerary_id" uuid NOT NULL, "day_number" integer NOT NULL, "position" integer NOT NULL, "port_id" uuid, "arrival_time" TIME, "departure_time" TIME, "notes" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_726aa5144a00a0583d6ad3e4b26" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_itinerary_stops_port_id" ON "itinerary_stops"  ("port_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_itinerary_stops_order" ON "itinerary_stops"  ("itinerary_id", "day_number", "position") `,
    );
    await queryRunner.query(
      `CREATE TABLE "dry_docks" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "ship_id" uuid NOT NULL, "start_date" date NOT NULL, "end_date" date NOT NULL, "shipyard" character varying(200) NOT NULL, "notes" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_dry_docks_dates" CHECK ("end_date" >= "start_date"), CONSTRAINT "PK_e7a1cf448330dc079498773aa6b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_dry_docks_ship_id_start_date" ON "dry_docks"  ("ship_id", "start_date") `,
    );
    await queryRunner.query(
      `CREATE TABLE "ships" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(200) NOT NULL, "slug" character varying(200) NOT NULL, "cruise_line_id" uuid NOT NULL, "ship_class" character varying(200), "year_built" integer, "year_refurbished" integer, "passenger_capacity" integer, "max_capacity" integer, "crew_count" integer, "gross_tonnage" integer, "num_decks" integer, "num_cabins" integer, "ship_length_meters" numeric(7,2), "beam_meters" numeric(6,2), "cruising_speed_knots" numeric(4,1), "imo_number" character varying(7), "flag_state" character varying(100), "has_casino" boolean NOT NULL DEFAULT false, "has_water_park" boolean NOT NULL DEFAULT false, "has_spa" boolean NOT NULL DEFAULT false, "has_kids_club" boolean NOT NULL DEFAULT false, "has_adults_only_area" boolean NOT NULL DEFAULT false, "has_fitness_center" boolean NOT NULL DEFAULT false, "has_theater" boolean NOT NULL DEFAULT false, "has_rock_climbing" boolean NOT NULL DEFAULT false, "has_surf_simulator" boolean NOT NULL DEFAULT false, "has_mini_golf" boolean NOT NULL DEFAULT false, "num_pools" integer, "num_restaurants" integer, "num_bars" integer, "description" text, "hero_image_url" text, "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_fba257c7e5f4ff0c26afa06e9ee" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_ships_slug" ON "ships"  ("slug") `);
    await queryRunner.query(
      `CREATE INDEX "ix_ships_cruise_line_id" ON "ships"  ("cruise_line_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_ships_imo_number" ON "ships"  ("imo_number") `,
    );
    await queryRunner.query(`CREATE INDEX "ix_ships_is_active" ON "ships"  ("is_active") `);
    await queryRunner.query(`CREATE INDEX "ix_ships_name_id" ON "ships"  ("name", "id") `);
    await queryRunner.query(
      `CREATE TYPE "public"."sailing_status" AS ENUM('scheduled', 'on_sale', 'sold_out', 'cancelled', 'completed')`,
    );
    await queryRunner.query(
      `CREATE TABLE "sailings" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "ship_id" uuid NOT NULL, "itinerary_id" uuid NOT NULL, "departure_date" date NOT NULL, "return_date" date NOT NULL, "price_from" numeric(10,2), "currency" character(3) NOT NULL DEFAULT 'USD', "status" "public"."sailing_status" NOT NULL DEFAULT 'on_sale', "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_sailings_dates" CHECK ("return_date" >= "departure_date"), CONSTRAINT "PK_f81b103e0ac60b61653d5528cf7" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_sailings_ship_id" ON "sailings"  ("ship_id") `);
    await queryRunner.query(
      `CREATE INDEX "ix_sailings_itinerary_id" ON "sailings"  ("itinerary_id") `,
    );
    await queryRunner.query(`CREATE INDEX "ix_sailings_status" ON "sailings"  ("status") `);
    await queryRunner.query(`CREATE INDEX "ix_sailings_is_active" ON "sailings"  ("is_active") `);
    await queryRunner.query(
      `CREATE INDEX "ix_sailings_departure_date_id" ON "sailings"  ("departure_date", "id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "excursions" ADD CONSTRAINT "fk_excursions_port" FOREIGN KEY ("port_id") REFERENCES "ports"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "itineraries" ADD CONSTRAINT "fk_itineraries_cruise_line" FOREIGN KEY ("cruise_line_id") REFERENCES "cruise_lines"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "itineraries" ADD CONSTRAINT "fk_itineraries_embarkation_port" FOREIGN KEY ("embarkation_port_id") REFERENCES "ports"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "itineraries" ADD CONSTRAINT "fk_itineraries_disembarkation_port" FOREIGN KEY ("disembarkation_port_id") REFERENCES "ports"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "itinerary_stops" ADD CONSTRAINT "fk_itinerary_stops_itinerary" FOREIGN KEY ("itinerary_id") REFERENCES "itineraries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "itinerary_stops" ADD CONSTRAINT "fk_itinerary_stops_port" FOREIGN KEY ("port_id") REFERENCES "ports"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "dry_docks" ADD CONSTRAINT "fk_dry_docks_ship" FOREIGN KEY ("ship_id") REFERENCES "ships"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ships" ADD CONSTRAINT "fk_ships_cruise_line" FOREIGN KEY ("cruise_line_id") REFERENCES "cruise_lines"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "sailings" ADD CONSTRAINT "fk_sailings_ship" FOREIGN KEY ("ship_id") REFERENCES "ships"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "sailings" ADD CONSTRAINT "fk_sailings_itinerary" FOREIGN KEY ("itinerary_id") REFERENCES "itineraries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sailings" DROP CONSTRAINT "fk_sailings_itinerary"`);
    await queryRunner.query(`ALTER TABLE "sailings" DROP CONSTRAINT "fk_sailings_ship"`);
    await queryRunner.query(`ALTER TABLE "ships" DROP CONSTRAINT "fk_ships_cruise_line"`);
    await queryRunner.query(`ALTER TABLE "dry_docks" DROP CONSTRAINT "fk_dry_docks_ship"`);
    await queryRunner.query(
      `ALTER TABLE "itinerary_stops" DROP CONSTRAINT "fk_itinerary_stops_port"`,
    );
    await queryRunner.query(
      `ALTER TABLE "itinerary_stops" DROP CONSTRAINT "fk_itinerary_stops_itinerary"`,
    );
    await queryRunner.query(
      `ALTER TABLE "itineraries" DROP CONSTRAINT "fk_itineraries_disembarkation_port"`,
    );
    await queryRunner.query(
      `ALTER TABLE "itineraries" DROP CONSTRAINT "fk_itineraries_embarkation_port"`,
    );
    await queryRunner.query(
      `ALTER TABLE "itineraries" DROP CONSTRAINT "fk_itineraries_cruise_line"`,
    );
    await queryRunner.query(`ALTER TABLE "excursions" DROP CONSTRAINT "fk_excursions_port"`);
    await queryRunner.query(`DROP INDEX "public"."ix_sailings_departure_date_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_sailings_is_active"`);
    await queryRunner.query(`DROP INDEX "public"."ix_sailings_status"`);
    await queryRunner.query(`DROP INDEX "public"."ix_sailings_itinerary_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_sailings_ship_id"`);
    await queryRunner.query(`DROP TABLE "sailings"`);
    await queryRunner.query(`DROP TYPE "public"."sailing_status"`);
    await queryRunner.query(`DROP INDEX "public"."ix_ships_name_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_ships_is_active"`);
    await queryRunner.query(`DROP INDEX "public"."uq_ships_imo_number"`);
    await queryRunner.query(`DROP INDEX "public"."ix_ships_cruise_line_id"`);
    await queryRunner.query(`DROP INDEX "public"."uq_ships_slug"`);
    await queryRunner.query(`DROP TABLE "ships"`);
    await queryRunner.query(`DROP INDEX "public"."ix_dry_docks_ship_id_start_date"`);
    await queryRunner.query(`DROP TABLE "dry_docks"`);
    await queryRunner.query(`DROP INDEX "public"."ix_itinerary_stops_order"`);
    await queryRunner.query(`DROP INDEX "public"."ix_itinerary_stops_port_id"`);
    await queryRunner.query(`DROP TABLE "itinerary_stops"`);
    await queryRunner.query(`DROP INDEX "public"."ix_itineraries_name_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_itineraries_is_active"`);
    await queryRunner.query(`DROP INDEX "public"."ix_itineraries_nights"`);
    await queryRunner.query(`DROP INDEX "public"."ix_itineraries_cruise_region"`);
    await queryRunner.query(`DROP INDEX "public"."ix_itineraries_disembarkation_port_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_itineraries_embarkation_port_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_itineraries_cruise_line_id"`);
    await queryRunner.query(`DROP INDEX "public"."uq_itineraries_slug"`);
    await queryRunner.query(`DROP TABLE "itineraries"`);
    await queryRunner.query(`DROP INDEX "public"."ix_excursions_name_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_excursions_is_active"`);
    await queryRunner.query(`DROP INDEX "public"."ix_excursions_attraction_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_excursions_theme_park_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_excursions_port_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_excursions_excursion_type"`);
    await queryRunner.query(`DROP INDEX "public"."uq_excursions_slug"`);
    await queryRunner.query(`DROP TABLE "excursions"`);
    await queryRunner.query(`DROP TYPE "public"."excursion_type"`);
    await queryRunner.query(`DROP INDEX "public"."ix_ports_name_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_ports_is_active"`);
    await queryRunner.query(`DROP INDEX "public"."ix_ports_port_type"`);
    await queryRunner.query(`DROP INDEX "public"."ix_ports_region"`);
    await queryRunner.query(`DROP INDEX "public"."uq_ports_slug"`);
    await queryRunner.query(`DROP TABLE "ports"`);
    await queryRunner.query(`DROP TYPE "public"."port_type"`);
    await queryRunner.query(`DROP INDEX "public"."ix_cruise_lines_name_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_cruise_lines_is_active"`);
    await queryRunner.query(`DROP INDEX "public"."uq_cruise_lines_slug"`);
    await queryRunner.query(`DROP TABLE "cruise_lines"`);
  }
}
