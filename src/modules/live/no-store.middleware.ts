import type { NextFunction, Request, Response } from 'express';

/**
 * Live answers are fetched anew for every request, so no cache may keep them and none may be
 * revalidated. Runs before the guards, so every answer of the route carries `Cache-Control:
 * no-store`, errors and 429s included. Express gives every successful GET an ETag and answers a
 * matching If-None-Match with 304; here conditional request headers are ignored and the ETag is
 * taken off just before the headers are written.
 */
export function noStoreWithoutValidators(req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  delete req.headers['if-none-match'];
  delete req.headers['if-modified-since'];
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
    this.removeHeader('ETag');
    return writeHead.apply(this, args);
  } as Response['writeHead'];
  next();
}
