import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { MigrationRunner } from './migration-runner';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        if (!config.database.url)
          throw new Error('database.url must be resolved before the application starts');
        // Entities are registered through forFeature; autoLoadEntities keeps one list, the modules'.
        return {
          ...dataSourceOptions(config.database.url, { entities: [] }),
          autoLoadEntities: true,
          retryAttempts: 3,
          retryDelay: 1000,
        };
      },
    }),
  ],
  providers: [MigrationRunner],
})
export class DatabaseModule {}
