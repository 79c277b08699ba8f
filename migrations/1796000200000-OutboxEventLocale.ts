import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The content locale of a translation change, sent with its webhook event as `locale`; null for
 * every other change.
 */
export class OutboxEventLocale1796000200000 implements MigrationInterface {
  name = 'OutboxEventLocale1796000200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_events" ADD "locale" character varying(35)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_events" DROP COLUMN "locale"`);
  }
}
