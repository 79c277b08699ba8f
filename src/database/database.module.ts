import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReadPool } from '../common/database/read-pool';
import { AppConfig } from '../config/app-config';
import { ReplicaReadsInterceptor } from '../common/database/replica-reads.interceptor';
import { dataSourceOptions, readPoolOptions, replicaOptions } from './data-source-options';
import { MigrationRunner } from './migration-runner';

/**
 * TypeORM's data source (the writes, and what reads through repositories) and the read pool the
 * catalogue's read models use (ReadPool), both on the configured database, the read pool with
 * the read replicas, if any (DATABASE_REPLICA_URLS), for the public reads.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        // Entities are registered through forFeature; autoLoadEntities keeps one list, the modules'.
        return {
          ...dataSourceOptions(resolvedUrl(config), { entities: [] }),
          autoLoadEntities: true,
          retryAttempts: 3,
          retryDelay: 1000,
        };
      },
    }),
  ],
  providers: [
    MigrationRunner,
    {
      provide: ReadPool,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        new ReadPool(
          readPoolOptions(resolvedUrl(config), config.database.readPoolSize),
          replicaOptions(config.database.replicas, config.database.readPoolSize),
        ),
    },
    ReplicaReadsInterceptor,
  ],
  exports: [ReadPool, ReplicaReadsInterceptor],
})
export class DatabaseModule {}

function resolvedUrl(config: AppConfig): string {
  if (!config.database.url)
    throw new Error('database.url must be resolved before the application starts');
  return config.database.url;
}
