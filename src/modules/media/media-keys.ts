import { createHash } from 'node:crypto';

export type VariantFormat = 'webp' | 'avif';

export interface MediaKeyParts {
  content_type: string;
  slug: string;
  filename: string;
}

const folder = (parts: MediaKeyParts): string => `images/${parts.content_type}/${parts.slug}`;

/** The image's name in the library, `images/<content_type>/<slug>/<filename>.webp` (no object). */
export const mediaKey = (parts: MediaKeyParts): string => `${folder(parts)}/${parts.filename}.webp`;

/**
 * Where one variant is stored: `<filename>.<hash>.<width>w.<format>`, `hash` the first 16 hex
 * digits of the SHA-256 of its bytes. Content-addressed, so an object never changes once written
 * (a year of `immutable` caching is always right), a replacement is written beside the old set
 * and published in one step, and a replaced image gets new URLs. Key parts are lowercase words
 * joined by '-', so the dots keep variant keys apart from any other upload's.
 */
export const variantKey = (
  parts: MediaKeyParts,
  data: Uint8Array,
  width: number,
  format: VariantFormat,
): string => `${folder(parts)}/${parts.filename}.${contentHash(data)}.${width}w.${format}`;

export const contentHash = (data: Uint8Array): string =>
  createHash('sha256').update(data).digest('hex').slice(0, 16);

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
