import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The fields each write changed, sent with its webhook event as `changed_fields`. Events written
 * before this migration have none.
 */
export class AddOutboxChangedFields1795900200100 implements MigrationInterface {
  name = 'AddOutboxChangedFields1795900200100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "outbox_events" ADD "changed_fields" character varying(100) array NOT NULL DEFAULT '{}'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_events" DROP COLUMN "changed_fields"`);
  }
}
