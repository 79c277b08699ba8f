/**
 * MEDIA_URL, for the response mappers of catalogue records, which are plain static functions
 * without access to the configuration. Set by MediaModule when the application starts.
 */
let publicMediaUrl: string | undefined;

export function setPublicMediaUrl(url: string): void {
  publicMediaUrl = url;
}

/** The public URL of a stored object. */
export function publicMediaUrlOf(key: string): string {
  if (publicMediaUrl === undefined)
    throw new Error('MEDIA_URL is not set: MediaModule not started');
  return `${publicMediaUrl}/${key}`;
}
