import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who ran a write: `user` (a studio request; `user_id` is the caller) or `scheduler` (a job at its
 * time; `actor_job` names the job's task and `scheduled_by` the user whose write scheduled it).
 * Existing rows are users' writes, and hash as before (see audit-chain.ts).
 */
export class AuditActor1797100000000 implements MigrationInterface {
  name = 'AuditActor1797100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "audit_entries"
        ADD COLUMN "actor_type" varchar(16) NOT NULL DEFAULT 'user',
        ADD COLUMN "actor_job" varchar(64),
        ADD COLUMN "scheduled_by" uuid`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "audit_entries"
        DROP COLUMN "scheduled_by", DROP COLUMN "actor_job", DROP COLUMN "actor_type"`);
  }
}
