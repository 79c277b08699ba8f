import { Module } from '@nestjs/common';
import { ContentModule } from './content/content.module';
import { CruiseCatalogueModule } from './cruise/cruise-catalogue.module';
import { ParksCatalogueModule } from './parks/parks-catalogue.module';
import { RevisionsModule } from '../revisions/revisions.module';
import { CatalogueWriterModule } from './shared/catalogue-writer.module';
import { StudioRevisionsController } from './studio-revisions.controller';

/** The public catalogue and its studio management: cruise, parks and editorial content. */
@Module({
  imports: [
    RevisionsModule,
    CatalogueWriterModule,
    CruiseCatalogueModule,
    ParksCatalogueModule,
    ContentModule,
  ],
  controllers: [StudioRevisionsController],
})
export class CatalogueModule {}
