import { ValidationFailedError } from '../errors';

/**
 * A locale a public read is served in: the supported locale a request resolved to, and the
 * locales its text is looked up in, in order, ending with the default (`de-CH` → `de` → `en`).
 * A field without a translation in one locale falls back to the next; the default locale's
 * text is the record's own columns.
 */
export interface ContentLocale {
  readonly served: string;
  /** The locales before the default to look translations up in; empty for the default itself. */
  readonly fallbacks: readonly string[];
}

/** At most this many Accept-Language entries are weighed; the rest of a long header is ignored. */
const MAX_RANGES = 32;
/** Accept-Language values remembered with their outcome (most clients send a few values). */
const MAX_REMEMBERED = 512;

const TAG = /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/;
const QUALITY = /^q=(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/** A BCP 47 tag in its canonical case (`pt-br` → `pt-BR`), or undefined when it is not one. */
export function canonicalTag(tag: string): string | undefined {
  if (tag.length > 35 || !TAG.test(tag)) return undefined;
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/**
 * The language ranges of an Accept-Language header (RFC 9110 12.5.4), best first: each range
 * with its quality, entries with q=0 and malformed ones left out, equal qualities kept in the
 * header's order. Never throws: a header that cannot be read yields no ranges.
 */
export function parseAcceptLanguage(header: string): string[] {
  const ranges: Array<{ range: string; q: number; at: number }> = [];
  const entries = header.split(',', MAX_RANGES);
  for (let at = 0; at < entries.length; at++) {
    const [rawRange, ...params] = entries[at].split(';');
    const range = rawRange.trim();
    let q = 1;
    let valid = range === '*' || TAG.test(range);
    for (const param of params) {
      const text = param.trim();
      if (!QUALITY.test(text)) valid = false;
      else q = Number(text.slice(2));
    }
    if (valid && q > 0) ranges.push({ range, q, at });
  }
  ranges.sort((a, b) => b.q - a.q || a.at - b.at);
  return ranges.map((r) => r.range);
}

/**
 * The content locales of this instance (CONTENT_LOCALES, the first the default) and how a
 * request's language is chosen from them: `?locale=` if given (400 when nothing of it is
 * supported), else Accept-Language, else the default.
 */
export class ContentLocales {
  readonly default: string;
  private readonly byTag = new Map<string, ContentLocale>();
  private readonly negotiated = new Map<string, ContentLocale>();

  constructor(readonly supported: readonly string[]) {
    this.default = supported[0];
    for (const tag of supported) this.byTag.set(tag.toLowerCase(), this.chainOf(tag));
  }

  /** The locale of the default text: no translation is looked up. */
  get defaultLocale(): ContentLocale {
    return this.byTag.get(this.default.toLowerCase())!;
  }

  /**
   * The locale a `?locale=` value asks for: the tag itself when supported, else its nearest
   * supported parent (`de-CH` → `de`). 400 naming the supported locales when neither is.
   */
  requested(value: string): ContentLocale {
    const found = this.lookup(value);
    if (!found)
      throw ValidationFailedError.field(
        'locale',
        `must be one of the supported locales: ${this.supported.join(', ')}`,
      );
    return found;
  }

  /** The best supported locale of an Accept-Language header; the default when none is. */
  negotiate(header: string | undefined): ContentLocale {
    if (header === undefined || header === '') return this.defaultLocale;
    const known = this.negotiated.get(header);
    if (known) return known;
    let chosen = this.defaultLocale;
    for (const range of parseAcceptLanguage(header)) {
      const found = range === '*' ? this.defaultLocale : this.lookup(range);
      if (found) {
        chosen = found;
        break;
      }
    }
    if (this.negotiated.size >= MAX_REMEMBERED) this.negotiated.clear();
    this.negotiated.set(header, chosen);
    return chosen;
  }

  /** Whether `tag` is one of CONTENT_LOCALES other than the default (a translation's locale). */
  isTranslation(tag: string): boolean {
    const found = this.byTag.get(tag.toLowerCase());
    return found !== undefined && found.served !== this.default;
  }

  /** A supported locale as CONTENT_LOCALES spells it, from any case; undefined otherwise. */
  supportedTag(tag: string): string | undefined {
    return this.byTag.get(tag.toLowerCase())?.served;
  }

  /** The supported locale `tag` or its nearest supported parent (`de-CH-1996` → `de`). */
  private lookup(tag: string): ContentLocale | undefined {
    if (tag.length > 35) return undefined;
    let candidate = tag.toLowerCase();
    for (;;) {
      const found = this.byTag.get(candidate);
      if (found) return found;
      const cut = candidate.lastIndexOf('-');
      if (cut <= 0) return undefined;
      candidate = candidate.slice(0, cut);
    }
  }

  private chainOf(tag: string): ContentLocale {
    if (tag === this.default) return { served: tag, fallbacks: [] };
    const fallbacks = [tag];
    for (let cut = tag.lastIndexOf('-'); cut > 0; cut = tag.lastIndexOf('-', cut - 1)) {
      const parent = this.supported.find(
        (s) => s.toLowerCase() === tag.slice(0, cut).toLowerCase(),
      );
      if (parent && parent !== this.default) fallbacks.push(parent);
    }
    return { served: tag, fallbacks };
  }
}

/**
 * CONTENT_LOCALES as tags in canonical case, or the reason it is not a valid list: each a BCP 47
 * tag, none twice.
 */
export function parseLocaleList(text: string): string[] | string {
  const tags: string[] = [];
  for (const entry of text.split(',')) {
    const tag = canonicalTag(entry.trim());
    if (!tag) return `'${entry.trim()}' is not a BCP 47 language tag`;
    if (tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return `'${tag}' is listed twice`;
    tags.push(tag);
  }
  return tags;
}
