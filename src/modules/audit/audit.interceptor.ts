import { CallHandler, ExecutionContext, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { concatMap, Observable } from 'rxjs';
import { AuthenticatedUser } from '../../common/auth/roles';
import { loggableError } from '../../common/filters/problem-details.filter';
import {
  AUDIT_ACTION_KEY,
  AUDIT_ENTITY_KEY,
  AUDIT_SKIP_KEY,
  AuditEntityMetadata,
} from './audit.decorators';
import { auditChanges } from './audit-redaction';
import { AuditRecordInput, AuditService } from './audit.service';
import {
  AUDITED_METHODS,
  defaultAction,
  entityIdOf,
  entityTypeFromPath,
  isStudioPath,
} from './audit-target';

type StudioRequest = Request & { user?: AuthenticatedUser };

/**
 * Records every successful POST/PUT/PATCH/DELETE under /studio in the audit log, for every module,
 * so no service has to remember to. Runs after the handler succeeded and before the answer is
 * sent, awaiting the insert; a failed request (any error answer) records nothing.
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
    const request = context.switchToHttp().getRequest<StudioRequest>();
    if (!AUDITED_METHODS.has(request.method) || !isStudioPath(request.path)) return next.handle();
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(AUDIT_SKIP_KEY, targets)) return next.handle();

    const entity = this.reflector.getAllAndOverride<AuditEntityMetadata | undefined>(
      AUDIT_ENTITY_KEY,
      targets,
    );
    const action =
      this.reflector.get<string | undefined>(AUDIT_ACTION_KEY, context.getHandler()) ??
      defaultAction(request.method);

    return next.handle().pipe(
      concatMap(async (result: unknown) => {
        const user = request.user;
        await this.record({
          userId: user?.id ?? null,
          userEmail: user?.email ?? null,
          action,
          entityType: entity?.entityType ?? entityTypeFromPath(request.path),
          entityId: entity?.idFromCaller
            ? (user?.id ?? null)
            : entityIdOf(
                {
                  method: request.method,
                  path: request.path,
                  params: request.params as Record<string, string | undefined>,
                  result,
                },
                entity?.idParam,
              ),
          // Multipart bodies reach here as their text fields only; files are never in req.body.
          changes: request.method === 'DELETE' ? null : auditChanges(request.body),
          ip: request.ip ?? null,
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
