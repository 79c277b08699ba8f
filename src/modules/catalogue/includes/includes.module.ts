import { Module } from '@nestjs/common';
import { CatalogueIncludes } from './catalogue-includes';

/** Related records embedded in public answers (`?include=`), for the catalogue's controllers. */
@Module({
  providers: [CatalogueIncludes],
  exports: [CatalogueIncludes],
})
export class IncludesModule {}
