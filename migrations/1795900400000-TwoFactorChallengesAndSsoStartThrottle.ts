import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor challenges become single-use rows with an attempt budget; single sign-on starts
 * remember the address that started them, for the start throttle.
 */
export class TwoFactorChallengesAndSsoStartThrottle1795900400000 implements MigrationInterface {
  name = 'TwoFactorChallengesAndSsoStartThrottle1795900400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "two_factor_challenges" ("id" uuid NOT NULL, "user_id" uuid NOT NULL, "attempts" smallint NOT NULL DEFAULT '0', "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "pk_two_factor_challenges" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_two_factor_challenges_expires_at" ON "two_factor_challenges"  ("expires_at") `,
    );
    await queryRunner.query(`ALTER TABLE "oidc_login_states" ADD "ip" character varying(64)`);
    await queryRunner.query(
      `CREATE INDEX "ix_oidc_login_states_ip_expires_at" ON "oidc_login_states"  ("ip", "expires_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "two_factor_challenges" ADD CONSTRAINT "fk_two_factor_challenges_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "two_factor_challenges" DROP CONSTRAINT "fk_two_factor_challenges_user"`,
    );
    await queryRunner.query(`DROP INDEX "public"."ix_oidc_login_states_ip_expires_at"`);
    await queryRunner.query(`ALTER TABLE "oidc_login_states" DROP COLUMN "ip"`);
    await queryRunner.query(`DROP INDEX "public"."ix_two_factor_challenges_expires_at"`);
    await queryRunner.query(`DROP TABLE "two_factor_challenges"`);
  }
}
