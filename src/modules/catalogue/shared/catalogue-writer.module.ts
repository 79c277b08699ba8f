import { Global, Module } from '@nestjs/common';
import { RevisionsModule } from '@/modules/revisions/revisions.module';
import { CatalogueWriter } from './catalogue-writer';

/**
 * The write path of catalogue records (CatalogueWriter): each write with its revision, audit entry
 * and outbox event. Global, so every catalogue service can take the writer.
 */
@Global()
@Module({
  imports: [RevisionsModule],
  providers: [CatalogueWriter],
  exports: [CatalogueWriter],
})
export class CatalogueWriterModule {}
