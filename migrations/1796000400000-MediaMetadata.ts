import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the studio says about an image besides its alt text (caption, credit, copyright) and its
 * focal point: a fraction of the width and of the height, both set or both null (the centre).
 */
export class MediaMetadata1796000400000 implements MigrationInterface {
  name = 'MediaMetadata1796000400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "media_assets" ADD "caption" character varying(1000)`);
    await queryRunner.query(`ALTER TABLE "media_assets" ADD "credit" character varying(300)`);
    await queryRunner.query(`ALTER TABLE "media_assets" ADD "copyright" character varying(300)`);
    await queryRunner.query(`ALTER TABLE "media_assets" ADD "focal_x" double precision`);
    await queryRunner.query(`ALTER TABLE "media_assets" ADD "focal_y" double precision`);
    await queryRunner.query(
      `ALTER TABLE "media_assets" ADD CONSTRAINT "ck_media_assets_focal_point" CHECK ((focal_x IS NULL AND focal_y IS NULL) OR (focal_x BETWEEN 0 AND 1 AND focal_y BETWEEN 0 AND 1))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "media_assets" DROP CONSTRAINT "ck_media_assets_focal_point"`,
    );
    for (const column of ['focal_y', 'focal_x', 'copyright', 'credit', 'caption'])
      await queryRunner.query(`ALTER TABLE "media_assets" DROP COLUMN "${column}"`);
  }
}
