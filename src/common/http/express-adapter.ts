import { StreamableFile, type NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import express, { type Express, type Response } from 'express';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import { fillCache } from '../cache/response-cache.guard';
import { weakEtag } from '../cache/response-cache-keys';
import { sendJson } from './json-reply';

/**
 * Makes `prototype` (a server class's) the app's `request` or `response` object, with the chain
 * Express sets up for it: `app` on it, Express's methods behind it, Node's behind those.
 */
function adopt(app: Express, key: 'request' | 'response', prototype: object): void {
  Object.setPrototypeOf(prototype, Object.getPrototypeOf(app[key]) as object);
  Object.defineProperty(prototype, 'app', {
    configurable: true,
    enumerable: true,
    writable: true,
    value: app,
  });
  (app as unknown as Record<typeof key, object>)[key] = prototype;
}

const IP = Symbol('ip');

/**
 * `req.ip` worked out once per request. Express's getter runs proxy-addr over the socket address
 * and X-Forwarded-For on every read, and a request reads it more than once (the rate limit, the
 * request log, the audit).
 */
function rememberIp(prototype: object): void {
  const compute = Object.getOwnPropertyDescriptor(express.request, 'ip')?.get;
  if (!compute) return;
  Object.defineProperty(prototype, 'ip', {
    configurable: true,
    enumerable: true,
    get(this: { [IP]?: string }) {
      return (this[IP] ??= compute.call(this) as string | undefined);
    },
  });
}

/**
 * The Express adapter, with the HTTP server built so that every request and response already has
 * the Express app's prototypes (`app.request`, `app.response`) when Express receives it.
 *
 * Why: Express 5 gives each request and response those prototypes with `Object.setPrototypeOf`
 * (`app.handle`). V8 answers a prototype change with a copy of the object's hidden class that is
 * detached from the transition tree, so every property the pipeline then adds (`id`, `log`,
 * `route`, `params`, `body`…) makes a new hidden class and descriptor array, for every request:
 * old-space garbage on every request, and under load frequent full garbage collections with
 * their pauses (docs/performance.md, V8 settings). Here the server builds them as instances of
 * subclasses whose prototypes are the app's: Express's `setPrototypeOf` then changes nothing,
 * and the hidden classes are shared from one request to the next.
 */
export class PrototypedExpressAdapter extends ExpressAdapter {
  override initHttpServer(options: NestApplicationOptions): void {
    if (options?.httpsOptions || options?.forceCloseConnections) {
      // Not used by this service; Nest's own server for those.
      super.initHttpServer(options);
      return;
    }
    const app = this.getInstance<Express>();
    class Request extends IncomingMessage {}
    class Response<R extends IncomingMessage = IncomingMessage> extends ServerResponse<R> {}
    adopt(app, 'request', Request.prototype);
    adopt(app, 'response', Response.prototype);
    rememberIp(Request.prototype);
    this.httpServer = createServer({ IncomingMessage: Request, ServerResponse: Response }, app);
  }

  /**
   * An object is serialised once here, for the response, its ETag and, on a public read the
   * response cache missed, the cache (sendJson). Anything else, or an answer whose handler chose
   * its own Content-Type, is Nest's usual reply.
   */
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    const text =
      typeof body === 'object' &&
      body !== null &&
      !(body instanceof StreamableFile) &&
      response.getHeader('Content-Type') === undefined
        ? (JSON.stringify(body) as string | undefined)
        : undefined;
    if (text === undefined) return super.reply(response, body, statusCode);
    if (statusCode) response.status(statusCode);
    // Encoded once: the ETag, the response and the cache all take these bytes.
    const bytes = Buffer.from(text);
    const answer = { body: bytes, etag: weakEtag(bytes) };
    fillCache(response, answer);
    sendJson(response, answer);
    return response;
  }
}
