import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The identity provider's refresh token of each single sign-on session, sealed with the vault
 * keyring's columns (as TOTP secrets have them), keyed by the session it belongs to and deleted
 * with it. Sessions signed in before this migration have none: they keep their OIDC_SESSION_TTL.
 */
export class KeepProviderRefreshTokens1795800200000 implements MigrationInterface {
  name = 'KeepProviderRefreshTokens1795800200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "oidc_refresh_tokens" ("ciphertext" bytea NOT NULL, "nonce" bytea NOT NULL, "auth_tag" bytea NOT NULL, "wrapped_key" bytea NOT NULL, "master_key_id" character varying(32) NOT NULL, "id" uuid NOT NULL, "issued_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "pk_oidc_refresh_tokens" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_oidc_refresh_tokens_master_key_id" ON "oidc_refresh_tokens" ("master_key_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "oidc_refresh_tokens" ADD CONSTRAINT "fk_oidc_refresh_tokens_session" FOREIGN KEY ("id") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "oidc_refresh_tokens" DROP CONSTRAINT "fk_oidc_refresh_tokens_session"`,
    );
    await queryRunner.query(`DROP INDEX "public"."ix_oidc_refresh_tokens_master_key_id"`);
    await queryRunner.query(`DROP TABLE "oidc_refresh_tokens"`);
  }
}
