import { Injectable } from '@nestjs/common';
import { AppConfig } from '@/config/app-config';

/**
 * The CDN's part of a public answer's headers (docs/behaviour.md#public-reads-and-caching): its
 * Cache-Control, which lets a shared cache keep the answer `s-maxage` seconds and answer from it
 * through revalidation and outages, and the header naming its surrogate keys (`Surrogate-Key` or
 * `Cache-Tag`), which purges address.
 */
@Injectable()
export class CdnAnswerHeaders {
  readonly cacheControl: string;
  readonly keysHeader: string;
  private readonly separator: string;

  constructor(config: AppConfig) {
    const { sMaxAge, staleWhileRevalidate, staleIfError } = config.cdn;
    this.cacheControl = `public, max-age=60, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}, stale-if-error=${staleIfError}`;
    this.keysHeader = config.cdn.keysHeader;
    this.separator = config.cdn.keysSeparator;
  }

  /** The keys header's value for an answer's keys (answerKeys). */
  joined(keys: readonly string[]): string {
    return keys.join(this.separator);
  }
}
