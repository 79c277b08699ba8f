import { applyDecorators, Controller, UseInterceptors } from '@nestjs/common';
import { INTERCEPTORS_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { AuditInterceptor } from './audit.interceptor';
import { isStudioPath } from './audit-target';
import { FlushAfterWriteInterceptor } from '../../common/cache/flush-after-write.interceptor';

/**
 * A studio controller: its routes live under /studio/<path>, and every successful write through
 * them is recorded in the audit log by AuditInterceptor. The interceptor is bound here rather than
 * globally so that public reads skip its pipeline; AuditModule refuses to start when a /studio
 * controller is declared without this decorator, so no module can forget its audit trail.
 */
export const StudioController = (path: string): ClassDecorator =>
  applyDecorators(
    Controller(`studio/${path}`),
    UseInterceptors(AuditInterceptor, FlushAfterWriteInterceptor),
  );

type ControllerClass = object | null | undefined;

const metadata = (key: string, controller: object): unknown =>
  Reflect.getMetadata(key, controller) as unknown;

const routesUnderStudio = (controller: object): boolean => {
  const path = metadata(PATH_METADATA, controller);
  return (Array.isArray(path) ? path : [path]).some(
    (p) => typeof p === 'string' && isStudioPath(`/${p.replace(/^\/+/, '')}`),
  );
};

const boundToAudit = (controller: object): boolean => {
  const interceptors = metadata(INTERCEPTORS_METADATA, controller);
  return Array.isArray(interceptors) && interceptors.includes(AuditInterceptor);
};

/** Names of the controllers whose routes are under /studio but that AuditInterceptor does not see. */
export function unauditedStudioControllers(controllers: ControllerClass[]): string[] {
  return controllers
    .filter((controller): controller is object => typeof controller === 'function')
    .filter((controller) => routesUnderStudio(controller) && !boundToAudit(controller))
    .map((controller) => (controller as { name: string }).name);
}
