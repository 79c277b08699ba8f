import { MigrationInterface, QueryRunner } from 'typeorm';

export class LinkCruiseAndParksCatalogues1795294078515 implements MigrationInterface {
  name = 'LinkCruiseAndParksCatalogues1795294078515';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "dining_locations" ADD CONSTRAINT "fk_dining_locations_ship" FOREIGN KEY ("ship_id") REFERENCES "ships"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "excursions" ADD CONSTRAINT "fk_excursions_theme_park" FOREIGN KEY ("theme_park_id") REFERENCES "theme_parks"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "excursions" ADD CONSTRAINT "fk_excursions_attraction" FOREIGN KEY ("attraction_id") REFERENCES "attractions"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "excursions" DROP CONSTRAINT "fk_excursions_attraction"`);
    await queryRunner.query(`ALTER TABLE "excursions" DROP CONSTRAINT "fk_excursions_theme_park"`);
    await queryRunner.query(
      `ALTER TABLE "dining_locations" DROP CONSTRAINT "fk_dining_locations_ship"`,
    );
  }
}
