import { SetMetadata } from '@nestjs/common';

export const AUDIT_ENTITY_KEY = 'audit:entity';
export const AUDIT_ACTION_KEY = 'audit:action';
export const AUDIT_SKIP_KEY = 'audit:skip';

/**
 * Set by @StudioController on its class. AuditInterceptor audits the writes of routes whose
 * controller carries it, whatever the spelling of the path that reached them (`/STUDIO/vault`,
 * `/studio/vault/`): Express routes case-insensitively, so the raw URL is no test of whether a
 * request is a studio write.
 */
export const STUDIO_CONTROLLER_KEY = 'audit:studio-controller';

export interface AuditEntityOptions {
  /** Route parameter that holds the record's id when the answer has no `data.id` (default `id`). */
  idParam?: string;
  /** The record is the caller's own user (e.g. change-password): its id is the caller's. */
  idFromCaller?: boolean;
}

export interface AuditEntityMetadata extends AuditEntityOptions {
  entityType: string;
}

/**
 * Names the record type that a studio controller (or one handler) writes, e.g. `ship`. Every
 * successful POST/PUT/PATCH/DELETE under /studio is recorded in the audit log by AuditInterceptor
 * (bound by @StudioController); this decorator only says what to call the record and where its
 * id is.
 */
export function AuditEntity(
  entityType: string,
  options: AuditEntityOptions = {},
): ClassDecorator & MethodDecorator {
  return SetMetadata(AUDIT_ENTITY_KEY, { entityType, ...options } satisfies AuditEntityMetadata);
}

/**
 * Overrides the action recorded for a handler (default: POST create, PUT/PATCH update, DELETE
 * delete), for named actions such as `revoke`, `regenerate`, `rotate` or `upload`.
 */
export function AuditAction(action: string): MethodDecorator {
  return SetMetadata(AUDIT_ACTION_KEY, action);
}

/** Leaves a studio write out of the audit log (sign-in and token endpoints only). */
export function SkipAudit(): MethodDecorator & ClassDecorator {
  return SetMetadata(AUDIT_SKIP_KEY, true);
}
