import { Module } from '@nestjs/common';
import { ContentModule } from './content.module';
import { CruiseCatalogueModule } from './cruise-catalogue.module';
import { ParksCatalogueModule } from './parks-catalogue.module';

/** The public catalogue and its studio management: cruise, parks and editorial content. */
@Module({
  imports: [CruiseCatalogueModule, ParksCatalogueModule, ContentModule],
})
export class CatalogueModule {}
