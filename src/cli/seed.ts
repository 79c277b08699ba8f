import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadDemoCatalogue } from '../database/seeds/demo';
import { runCli, withAppContext } from './cli-context';

/**
 * `npm run seed`: loads the demo catalogue into the configured database. Idempotent: run it as
 * often as you like.
 */
runCli(() =>
  withAppContext(async (app) => {
    const counts = await loadDemoCatalogue(app.get(DataSource));
    console.log('Demo catalogue loaded:');
    for (const [table, count] of Object.entries(counts)) console.log(`  ${table}: ${count}`);
  }),
);
