import { DynamicModule, Global, Module } from '@nestjs/common';
import { ContentLocales } from '../common/locale/content-locales';
import { AppConfig } from './app-config';

/**
 * Makes the one validated {@link AppConfig} injectable everywhere, with what is derived from it:
 * the {@link ContentLocales}.
 */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: AppConfig, useValue: config },
        { provide: ContentLocales, useValue: new ContentLocales(config.contentLocales) },
      ],
      exports: [AppConfig, ContentLocales],
    };
  }
}
