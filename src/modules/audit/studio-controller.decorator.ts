import { applyDecorators, Controller, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ApiExtension, type OpenAPIObject } from '@nestjs/swagger';
import { operationsWithout } from '@/common/swagger';
import { isStudioRequestPath } from '@/common/http/studio-path';
import { FlushAfterWriteInterceptor } from '@/common/cache/flush-after-write.interceptor';
import { AuditInterceptor } from './audit.interceptor';
import { STUDIO_CONTROLLER_KEY } from './audit.decorators';

/** The operation extension @StudioController writes on every operation of its controller. */
export const AUDITED_EXTENSION = 'x-audited';

/**
 * A studio controller: its routes live under /studio/<path>, and every successful write through
 * them is recorded in the audit log by AuditInterceptor (`x-audited: true` on its operations in
 * the OpenAPI document). The interceptor is bound here rather than globally so that public reads
 * skip its pipeline; the application refuses to start when a route under /studio is not served by
 * a controller declared with this decorator (assertStudioRoutesAudited), so no module can forget
 * its audit trail.
 */
export const StudioController = (path: string): ClassDecorator =>
  applyDecorators(
    Controller(`studio/${path}`),
    SetMetadata(STUDIO_CONTROLLER_KEY, true),
    UseInterceptors(AuditInterceptor, FlushAfterWriteInterceptor),
    ApiExtension(AUDITED_EXTENSION, true),
  );

/**
 * The operations under /studio (in any case, as Express routes them) of the application's OpenAPI
 * document that no @StudioController serves, as `POST /studio/x (operationId)`.
 */
export function unauditedStudioRoutes(document: OpenAPIObject): string[] {
  return operationsWithout(document, isStudioRequestPath, AUDITED_EXTENSION);
}

/** Start-up fails rather than serve a studio route whose writes would escape the log. */
export function assertStudioRoutesAudited(document: OpenAPIObject): void {
  const unaudited = unauditedStudioRoutes(document);
  if (unaudited.length > 0)
    throw new Error(
      `Routes under /studio must be served by a controller declared with @StudioController so their writes are audited: ${unaudited.join(', ')}`,
    );
}
