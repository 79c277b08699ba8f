import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditActor } from './audit-chain';

/**
 * The studio request a write runs for, as AuditInterceptor saw it: who, from where, and the body as
 * the audit log keeps it (redacted). The catalogue write path reads it to write the audit entry in
 * the write's own transaction, and marks it `recorded`, so the interceptor does not write a second
 * entry after the handler.
 */
export interface StudioWriteContext {
  userId: string | null;
  userEmail: string | null;
  ip: string | null;
  /** Read when the entry is written: a multipart body is parsed only inside the handler's pipeline. */
  changes: () => unknown;
  recorded: boolean;
  /** Who runs the write: a user's request when absent. */
  actor?: AuditActor;
}

const storage = new AsyncLocalStorage<StudioWriteContext>();

export function runInStudioWrite<T>(context: StudioWriteContext, work: () => T): T {
  return storage.run(context, work);
}

/**
 * Runs `work` as the scheduler's write: the job of `task`, scheduled by the user `scheduledBy`.
 * The catalogue write path audits what it writes with that actor and no user.
 */
export function runAsScheduler<T>(task: string, scheduledBy: string | null, work: () => T): T {
  return storage.run(
    {
      userId: null,
      userEmail: null,
      ip: null,
      changes: () => null,
      recorded: false,
      actor: { type: 'scheduler', job: task, scheduledBy },
    },
    work,
  );
}

/** The studio write being handled, or undefined outside one (a CLI, the seed, a test's direct call). */
export function currentStudioWrite(): StudioWriteContext | undefined {
  return storage.getStore();
}
