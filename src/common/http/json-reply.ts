import type { Response } from 'express';
import type { CachedResponse } from '../cache/response-cache';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a serialised JSON body with its ETag, the one way every JSON answer leaves (a handler's
 * object, a response-cache hit). As a Buffer, with the Content-Type already carrying its charset:
 * given a string, Express's `send` parses and re-formats the Content-Type to add the charset on
 * every response, and `json` sets the type through its own header helpers first (together about
 * a sixth of what sending a read's answer cost; docs/performance.md). Express's `send` still
 * answers HEAD, and 304 for a matching If-None-Match.
 */
export function sendJson(response: Response, answer: CachedResponse): void {
  response.setHeader('Content-Type', JSON_TYPE);
  response.setHeader('ETag', answer.etag);
  response.send(answer.body);
}
