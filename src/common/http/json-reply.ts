import type { Response } from 'express';
import type { CachedResponse } from '../cache/response-cache';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a serialised JSON body with its ETag, the one way every JSON answer leaves (a handler's
 * object, a response-cache hit). As a Buffer, with the Content-Type already carrying its charset:
 * given a string, Express's `send` parses and re-formats the Content-Type to add the charset on
 * every response, and `json` sets the type through its own header helpers first (together about
 * a sixth of what sending a read's answer cost; docs/performance.md).
 *
 * A request without a validator (`If-None-Match`, `If-Modified-Since`), answered with a status
 * that has a body, is sent here: Express's `send` would only read back the headers just set to
 * find it is not fresh. Anything else goes through `send`, which answers 304 for a matching
 * validator and strips the body of 204 and 304.
 */
export function sendJson(response: Response, answer: CachedResponse): void {
  response.setHeader('Content-Type', JSON_TYPE);
  response.setHeader('ETag', answer.etag);
  const { headers, method } = response.req;
  const status = response.statusCode;
  if (
    headers['if-none-match'] !== undefined ||
    headers['if-modified-since'] !== undefined ||
    status === 204 ||
    status === 205 ||
    status === 304
  ) {
    response.send(answer.body);
    return;
  }
  response.setHeader('Content-Length', answer.body.length);
  if (method === 'HEAD') response.end();
  else response.end(answer.body);
}
