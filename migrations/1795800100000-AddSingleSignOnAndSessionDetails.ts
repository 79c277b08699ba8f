import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions a user can see, with an absolute lifetime, and single sign-on with OpenID Connect.
 * Sessions opened before this migration count as password sign-ins, last used at their creation,
 * and end at most SESSION_ABSOLUTE_TTL's default (30 days) after it.
 */
export class AddSingleSignOnAndSessionDetails1795800100000 implements MigrationInterface {
  name = 'AddSingleSignOnAndSessionDetails1795800100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "sessions" ADD "absolute_expires_at" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(`ALTER TABLE "sessions" ADD "last_used_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `ALTER TABLE "sessions" ADD "sign_in_method" character varying(16) NOT NULL DEFAULT 'password'`,
    );
    await queryRunner.query(
      `UPDATE "sessions" SET "absolute_expires_at" = "created_at" + interval '30 days', "last_used_at" = "created_at"`,
    );
    await queryRunner.query(
      `ALTER TABLE "sessions" ALTER COLUMN "absolute_expires_at" SET NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "sessions" ALTER COLUMN "last_used_at" SET NOT NULL`);

    await queryRunner.query(`ALTER TABLE "users" ADD "oidc_issuer" character varying(500)`);
    await queryRunner.query(`ALTER TABLE "users" ADD "oidc_subject" character varying(255)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_users_oidc_identity" ON "users" ("oidc_issuer", "oidc_subject") WHERE oidc_subject IS NOT NULL`,
    );

    await queryRunner.query(
      `CREATE TABLE "oidc_login_states" ("state_hash" character(64) NOT NULL, "nonce" character varying(128) NOT NULL, "code_verifier" character varying(128) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_oidc_login_states" PRIMARY KEY ("state_hash"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_oidc_login_states_expires_at" ON "oidc_login_states" ("expires_at")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_oidc_login_states_expires_at"`);
    await queryRunner.query(`DROP TABLE "oidc_login_states"`);
    await queryRunner.query(`DROP INDEX "uq_users_oidc_identity"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "oidc_subject"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "oidc_issuer"`);
    await queryRunner.query(`ALTER TABLE "sessions" DROP COLUMN "sign_in_method"`);
    await queryRunner.query(`ALTER TABLE "sessions" DROP COLUMN "last_used_at"`);
    await queryRunner.query(`ALTER TABLE "sessions" DROP COLUMN "absolute_expires_at"`);
  }
}
