import { AsyncLocalStorage } from 'node:async_hooks';
import type { ContentLocale } from './content-locales';

const storage = new AsyncLocalStorage<ContentLocale>();

/**
 * Runs `work` as a read in `locale`: every catalogue read it makes (the resource's read model,
 * its included relations) overlays the locale's translations. ContentLocaleInterceptor runs each
 * localized route's handler this way; the same pattern as the studio write context.
 */
export function runInLocale<T>(locale: ContentLocale, work: () => T): T {
  return storage.run(locale, work);
}

/** The locale of the read being handled; undefined outside a localized route (the default). */
export function currentLocale(): ContentLocale | undefined {
  return storage.getStore();
}
