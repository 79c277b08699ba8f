import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * TOTP two-factor authentication of studio users: one sealed secret per user (the vault keyring's
 * columns, as webhook signing secrets have them) with the time step of the newest code accepted,
 * and the users' one-time recovery codes as SHA-256 hashes.
 */
export class AddTwoFactor1795800000000 implements MigrationInterface {
  name = 'AddTwoFactor1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "two_factor_credentials" ("ciphertext" bytea NOT NULL, "nonce" bytea NOT NULL, "auth_tag" bytea NOT NULL, "wrapped_key" bytea NOT NULL, "master_key_id" character varying(32) NOT NULL, "id" uuid NOT NULL, "user_id" uuid NOT NULL, "enabled_at" TIMESTAMP WITH TIME ZONE, "last_used_step" bigint, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "pk_two_factor_credentials" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_two_factor_credentials_master_key_id" ON "two_factor_credentials"  ("master_key_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_two_factor_credentials_user_id" ON "two_factor_credentials"  ("user_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "two_factor_credentials" ADD CONSTRAINT "fk_two_factor_credentials_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "two_factor_recovery_codes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "code_hash" character(64) NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "pk_two_factor_recovery_codes" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_two_factor_recovery_codes_user_hash" ON "two_factor_recovery_codes"  ("user_id", "code_hash") `,
    );
    await queryRunner.query(
      `ALTER TABLE "two_factor_recovery_codes" ADD CONSTRAINT "fk_two_factor_recovery_codes_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "two_factor_recovery_codes" DROP CONSTRAINT "fk_two_factor_recovery_codes_user"`,
    );
    await queryRunner.query(`DROP INDEX "public"."uq_two_factor_recovery_codes_user_hash"`);
    await queryRunner.query(`DROP TABLE "two_factor_recovery_codes"`);
    await queryRunner.query(
      `ALTER TABLE "two_factor_credentials" DROP CONSTRAINT "fk_two_factor_credentials_user"`,
    );
    await queryRunner.query(`DROP INDEX "public"."uq_two_factor_credentials_user_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_two_factor_credentials_master_key_id"`);
    await queryRunner.query(`DROP TABLE "two_factor_credentials"`);
  }
}
