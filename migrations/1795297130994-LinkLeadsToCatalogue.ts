import { MigrationInterface, QueryRunner } from 'typeorm';

export class LinkLeadsToCatalogue1795297130994 implements MigrationInterface {
  name = 'LinkLeadsToCatalogue1795297130994';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "ix_leads_sailing_id" ON "leads"  ("sailing_id") `);
    await queryRunner.query(`CREATE INDEX "ix_leads_theme_park_id" ON "leads"  ("theme_park_id") `);
    await queryRunner.query(
      `ALTER TABLE "leads" ADD CONSTRAINT "fk_leads_sailing" FOREIGN KEY ("sailing_id") REFERENCES "sailings"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "leads" ADD CONSTRAINT "fk_leads_theme_park" FOREIGN KEY ("theme_park_id") REFERENCES "theme_parks"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "leads" DROP CONSTRAINT "fk_leads_theme_park"`);
    await queryRunner.query(`ALTER TABLE "leads" DROP CONSTRAINT "fk_leads_sailing"`);
    await queryRunner.query(`DROP INDEX "public"."ix_leads_theme_park_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_leads_sailing_id"`);
  }
}
