import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refresh-token rotation: a session remembers the id (`jti`) of the one refresh token it still
 * accepts. Sessions opened before this column existed keep NULL, which their old tokens (without
 * a jti) match once; the first refresh rotates them onto an id.
 */
export class RotateRefreshTokens1795608590261 implements MigrationInterface {
  name = 'RotateRefreshTokens1795608590261';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sessions" ADD "refresh_token_id" uuid`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sessions" DROP COLUMN "refresh_token_id"`);
  }
}
