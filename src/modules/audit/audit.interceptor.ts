import { CallHandler, ExecutionContext, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { concatMap, Observable } from 'rxjs';
import { loggableError } from '@/common/filters/problem-details.filter';
import {
  AUDIT_ACTION_KEY,
  AUDIT_ENTITY_KEY,
  AUDIT_SKIP_KEY,
  AuditEntityMetadata,
  STUDIO_CONTROLLER_KEY,
} from './audit.decorators';
import { auditChanges } from './audit-redaction';
import { AuditRecordInput, AuditService } from './audit.service';
import { runInStudioWrite, StudioWriteContext } from './studio-write-context';
import { AUDITED_METHODS, defaultAction, entityIdOf, entityTypeFromPath } from './audit-target';

/**
 * Records every successful POST/PUT/PATCH/DELETE of a @StudioController route in the audit log, for
 * every module, so no service has to remember to. Which requests those are is read from the
 * matched route's controller, never from the URL, which Express matches case-insensitively. Catalogue writes are recorded by their write path inside the
 * write's transaction (see studio-write-context.ts); every other write here, after the handler
 * succeeded and before the answer is sent, awaiting the insert. A failed request records nothing.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger(AuditInterceptor.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly audit: AuditService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    if (!AUDITED_METHODS.has(request.method)) return next.handle();
    if (this.reflector.get<boolean>(STUDIO_CONTROLLER_KEY, context.getClass()) !== true)
      return next.handle();
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(AUDIT_SKIP_KEY, targets)) return next.handle();

    const entity = this.reflector.getAllAndOverride<AuditEntityMetadata | undefined>(
      AUDIT_ENTITY_KEY,
      targets,
    );
    const action =
      this.reflector.get<string | undefined>(AUDIT_ACTION_KEY, context.getHandler()) ??
      defaultAction(request.method);

    const user = request.user;
    const write: StudioWriteContext = {
      userId: user?.id ?? null,
      userEmail: user?.email ?? null,
      ip: request.ip ?? null,
      // Multipart bodies reach here as their text fields only; files are never in req.body.
      changes: () => (request.method === 'DELETE' ? null : auditChanges(request.body)),
      recorded: false,
    };
    // The handler runs inside the context (next.handle() binds it), so the catalogue write path can
    // record the entry in its own transaction; then there is nothing left to record here.
    return runInStudioWrite(write, () => next.handle()).pipe(
      concatMap(async (result: unknown) => {
        if (write.recorded) return result;
        await this.record({
          userId: write.userId,
          userEmail: write.userEmail,
          action,
          entityType: entity?.entityType ?? entityTypeFromPath(request.path),
          entityId: entity?.idFromCaller
            ? write.userId
            : entityIdOf(
                {
                  method: request.method,
                  path: request.path,
                  params: request.params as Record<string, string | undefined>,
                  result,
                },
                entity?.idParam,
              ),
          changes: write.changes(),
          ip: write.ip,
        });
        return result;
      }),
    );
  }

  /**
   * The write itself is committed by now, so a failure to record it must not turn its answer into
   * an error (a client would retry a write that happened). It is logged loudly instead.
   */
  private async record(entry: AuditRecordInput): Promise<void> {
    try {
      await this.audit.record(entry);
    } catch (error) {
      this.logger.error(
        {
          err: loggableError(error),
          action: entry.action,
          entity_type: entry.entityType,
          entity_id: entry.entityId,
          user_id: entry.userId,
        },
        `A studio write could not be recorded in the audit log`,
      );
    }
  }
}
