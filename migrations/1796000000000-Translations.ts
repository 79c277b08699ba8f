import { MigrationInterface, QueryRunner } from 'typeorm';

/** The catalogue tables whose records can be translated (docs/localization.md). */
const TRANSLATABLE_TABLES = [
  'categories',
  'guides',
  'videos',
  'cruise_lines',
  'ships',
  'itineraries',
  'ports',
  'excursions',
  'theme_parks',
  'attractions',
  'resorts',
  'dining_locations',
  'special_events',
];

/**
 * Localized content: each translatable record keeps the text of the non-default content locales
 * in one JSONB column, `{locale: {field: text}}`; its own columns stay the default locale's text.
 */
export class Translations1796000000000 implements MigrationInterface {
  name = 'Translations1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TRANSLATABLE_TABLES)
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD "translations" jsonb NOT NULL DEFAULT '{}'`,
      );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...TRANSLATABLE_TABLES].reverse())
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "translations"`);
  }
}
