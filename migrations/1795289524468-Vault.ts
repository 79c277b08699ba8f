import { MigrationInterface, QueryRunner } from 'typeorm';

export class Vault1795289524468 implements MigrationInterface {
  name = 'Vault1795289524468';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "vault_entries" ("id" uuid NOT NULL, "key_name" character varying(200) NOT NULL, "service_name" character varying(200) NOT NULL, "environment" character varying(100) NOT NULL, "description" character varying(1000), "version" integer NOT NULL DEFAULT '1', "ciphertext" bytea NOT NULL, "nonce" bytea NOT NULL, "auth_tag" bytea NOT NULL, "wrapped_key" bytea NOT NULL, "master_key_id" character varying(32) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "rotated_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_7d61f2905530eb80cab310f978b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_vault_entries_master_key_id" ON "vault_entries"  ("master_key_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_vault_entries_key_service_environment" ON "vault_entries"  ("key_name", "service_name", "environment") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_vault_entries_key_service_environment"`);
    await queryRunner.query(`DROP INDEX "public"."ix_vault_entries_master_key_id"`);
    await queryRunner.query(`DROP TABLE "vault_entries"`);
  }
}
