import { Controller, Get, RequestMethod } from '@nestjs/common';

/**
 * The paths and methods Nest's route decorators (`@Controller`, `@Get`, …) record on a controller
 * and its handlers, for the start-up checks that every route declares what it must (a rate-limit
 * policy, the studio's audit). Nest keeps them as metadata under keys it does not export; they
 * are found here by applying the public decorators to a probe and looking up where the given
 * values landed, so nothing imports Nest's private constants and a renamed key is still found.
 */
const PROBE_PATH = 'route-metadata-probe';

@Controller(PROBE_PATH)
class Probe {
  @Get(PROBE_PATH)
  handler(): void {}
}

function keyHolding(target: object, matches: (value: unknown) => boolean, what: string): unknown {
  const keys: unknown[] = Reflect.getOwnMetadataKeys(target);
  const key = keys.find((candidate) =>
    matches(Reflect.getOwnMetadata(candidate, target) as unknown),
  );
  if (key === undefined) throw new Error(`route-metadata: cannot find where Nest records ${what}`);
  return key;
}

const PATH_KEY = keyHolding(Probe, (value) => value === PROBE_PATH, "a controller's path");
const METHOD_KEY = keyHolding(
  Probe.prototype.handler,
  (value) => value === RequestMethod.GET,
  "a handler's method",
);

const asList = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((p): p is string => typeof p === 'string');

/** The path(s) of a controller class or a handler; empty when it declares none. */
export function routePaths(target: object): string[] {
  return asList(Reflect.getMetadata(PATH_KEY, target));
}

/** Whether `handler` is a route handler (has a path of its own). */
export function isRouteHandler(handler: object): boolean {
  return Reflect.getMetadata(PATH_KEY, handler) !== undefined;
}

/** The HTTP method of a route handler. */
export function routeMethod(handler: object): RequestMethod | undefined {
  return Reflect.getMetadata(METHOD_KEY, handler) as RequestMethod | undefined;
}
