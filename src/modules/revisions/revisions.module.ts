import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueWriter } from './catalogue-writer';
import { Revision } from './entities/revision.entity';
import { RevisionsService } from './revisions.service';

/**
 * The write path of catalogue records (CatalogueWriter) and the revisions it stores. Global, so
 * every catalogue service can take the writer.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Revision])],
  providers: [CatalogueWriter, RevisionsService],
  exports: [CatalogueWriter, RevisionsService],
})
export class RevisionsModule {}
