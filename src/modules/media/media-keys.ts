export type VariantFormat = 'webp' | 'avif';

export interface MediaKeyParts {
  content_type: string;
  slug: string;
  filename: string;
}

const folder = (parts: MediaKeyParts): string => `images/${parts.content_type}/${parts.slug}`;

/** The image's own key: its largest WebP, `images/<content_type>/<slug>/<filename>.webp`. */
export const mediaKey = (parts: MediaKeyParts): string => `${folder(parts)}/${parts.filename}.webp`;

/**
 * A variant other than the largest WebP: `<filename>.<version>.<width>w.<format>`. Key parts are
 * lowercase words joined by '-', so the dots keep variant keys apart from any other upload's key,
 * and the version (new on every upload) lets a replacement be written beside the old set and
 * published in one step; it also gives a replaced image new URLs past year-long caches.
 */
export const variantKey = (
  parts: MediaKeyParts,
  version: string,
  width: number,
  format: VariantFormat,
): string => `${folder(parts)}/${parts.filename}.${version}.${width}w.${format}`;

/**
 * The widths to produce for a source `sourceWidth` pixels wide: every configured width narrower
 * than the source, plus the source's own width when it is narrower than the largest configured
 * one, so the largest variant keeps all the detail there is and nothing is ever enlarged.
 */
export function variantWidths(sourceWidth: number, configured: readonly number[]): number[] {
  const largest = Math.min(sourceWidth, Math.max(...configured));
  const smaller = configured.filter((width) => width < largest);
  return [...new Set([...smaller, largest])].sort((a, b) => a - b);
}
