import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from './src/config/app-config';
import { dataSourceOptions } from './src/database/data-source-options';
import { resolveDatabase } from './src/database/resolve-database';

/**
 * The TypeORM CLI's data source (`npm run migration:run|generate|revert`). Like the service, it
 * uses DATABASE_URL, or the embedded PostgreSQL under DATA_DIR when that is unset.
 */
export default (async () => {
  const config = loadConfig(process.env);
  const database = await resolveDatabase(config);
  return new DataSource(dataSourceOptions(database.url));
})();
