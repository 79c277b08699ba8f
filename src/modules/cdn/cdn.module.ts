import { Module } from '@nestjs/common';
import { CdnPurger } from './cdn-purger';

/**
 * Purges the CDN in front of the public API when the catalogue changes: the purge queue the
 * outbox fills (a trigger), and a purger on every instance that sends its keys to the provider.
 * The answers' side (Cache-Control, surrogate keys) is in src/common/cdn.
 */
@Module({ providers: [CdnPurger] })
export class CdnModule {}
