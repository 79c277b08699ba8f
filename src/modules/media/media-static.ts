import express, { RequestHandler } from 'express';
import { MEDIA_CACHE_CONTROL } from './storage/media-storage';

/**
 * Serves DATA_DIR/media under /media for the `local` driver: files only (no index, no listing, no
 * redirect), no dot-files, no path outside the folder; a miss falls through to the JSON 404.
 */
export function mediaStatic(root: string): RequestHandler {
  return express.static(root, {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    fallthrough: true,
    etag: true,
    lastModified: true,
    setHeaders: (res) => {
      res.setHeader('Cache-Control', MEDIA_CACHE_CONTROL);
      // Pages on other origins (the websites) embed these images; helmet's default is same-origin.
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
}
