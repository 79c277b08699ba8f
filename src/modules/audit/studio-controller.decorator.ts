import { applyDecorators, Controller, SetMetadata, Type, UseInterceptors } from '@nestjs/common';
import { MetadataScanner } from '@nestjs/core';
import { routePaths } from '@/common/routes/route-metadata';
import { AuditInterceptor } from './audit.interceptor';
import { STUDIO_CONTROLLER_KEY } from './audit.decorators';
import { isStudioRequestPath } from '@/common/http/studio-path';
import { FlushAfterWriteInterceptor } from '@/common/cache/flush-after-write.interceptor';

/**
 * A studio controller: its routes live under /studio/<path>, and every successful write through
 * them is recorded in the audit log by AuditInterceptor. The interceptor is bound here rather than
 * globally so that public reads skip its pipeline; AuditModule refuses to start when a /studio
 * controller is declared without this decorator, so no module can forget its audit trail.
 */
export const StudioController = (path: string): ClassDecorator =>
  applyDecorators(
    Controller(`studio/${path}`),
    SetMetadata(STUDIO_CONTROLLER_KEY, true),
    UseInterceptors(AuditInterceptor, FlushAfterWriteInterceptor),
  );

type ControllerClass = object | null | undefined;

/** Nest's own reader of a class's methods (what it scans for route handlers). */
const methods = new MetadataScanner();

const metadata = (key: string, target: object): unknown =>
  Reflect.getMetadata(key, target) as unknown;

/** `a`, `/b/` → `/a/b`: the route path as Nest joins a controller's and a handler's. */
const joined = (...parts: string[]): string => `/${parts.join('/')}`.replace(/\/+/g, '/');

/**
 * Whether any route of the controller is served under /studio (in any case): the controller's own
 * path, or a handler's path joined to it (`@Controller() … @Post('studio/x')`).
 */
const routesUnderStudio = (controller: Type): boolean => {
  const bases = routePaths(controller);
  const prototype = controller.prototype as Record<string, object>;
  const handlers = methods.getAllMethodNames(prototype).map((name) => prototype[name]);
  const routes = (bases.length > 0 ? bases : ['']).flatMap((base) => [
    joined(base),
    ...handlers.flatMap((handler) => routePaths(handler).map((path) => joined(base, path))),
  ]);
  return routes.some(isStudioRequestPath);
};

/** Declared with @StudioController, which binds AuditInterceptor with the same stroke. */
const audited = (controller: Type): boolean => metadata(STUDIO_CONTROLLER_KEY, controller) === true;

/** Names of the controllers with routes under /studio that are not declared with @StudioController. */
export function unauditedStudioControllers(controllers: ControllerClass[]): string[] {
  return controllers
    .filter((controller): controller is Type => typeof controller === 'function')
    .filter((controller) => routesUnderStudio(controller) && !audited(controller))
    .map((controller) => controller.name);
}
