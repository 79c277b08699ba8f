import { join } from 'node:path';
import { AppConfig } from '../config/app-config';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface ResolvedDatabase {
  url: string;
  /** Stops the embedded server when this process started one. */
  close(): Promise<void>;
}

/** DATABASE_URL when set; otherwise the embedded PostgreSQL under DATA_DIR/pg, started here. */
export async function resolveDatabase(
  config: AppConfig,
  onLog?: (message: string) => void,
): Promise<ResolvedDatabase> {
  if (config.database.url) return { url: config.database.url, close: () => Promise.resolve() };
  const embedded = await startEmbeddedPostgres({
    dir: join(config.dataDir, 'pg'),
    avoidPorts: [config.http.port],
    onLog,
  });
  return { url: embedded.url, close: () => embedded.stop() };
}
