import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ContentLocales } from '../common/locale/content-locales';
import { loadDemoCatalogue, translatedRecordCounts } from '../database/seeds/demo';
import { runCli, withAppContext } from './cli-context';

/**
 * `npm run seed`: loads the demo catalogue into the configured database, with its translations
 * into the configured content locales. Idempotent: run it as often as you like.
 */
runCli(() =>
  withAppContext(async (app) => {
    const dataSource = app.get(DataSource);
    const locales = app.get(ContentLocales).supported;
    const counts = await loadDemoCatalogue(dataSource, new Date(), locales);
    console.log('Demo catalogue loaded:');
    for (const [table, count] of Object.entries(counts)) console.log(`  ${table}: ${count}`);
    const translated = await translatedRecordCounts(dataSource, locales);
    const perLocale = locales.slice(1).map((locale) => {
      const records = Object.values(translated).reduce((n, byLocale) => n + byLocale[locale], 0);
      return `${locale}: ${records}`;
    });
    console.log(`Translated records: ${perLocale.join(', ')}`);
  }),
);
