import { AttractionGalleryImage } from './attractions/attraction-gallery-image.entity';
import { ResortGalleryImage } from './resorts/resort-gallery-image.entity';
import { ThemeParkGalleryImage } from './theme-parks/theme-park-gallery-image.entity';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IncludesModule } from '../includes/includes.module';
import { Attraction } from './attractions/attraction.entity';
import { AttractionsController } from './attractions/attractions.controller';
import { AttractionsService } from './attractions/attractions.service';
import { StudioAttractionsController } from './attractions/studio-attractions.controller';
import { DiningLocation } from './dining/dining-location.entity';
import { DiningLocationsController } from './dining/dining-locations.controller';
import { DiningLocationsService } from './dining/dining-locations.service';
import { StudioDiningLocationsController } from './dining/studio-dining-locations.controller';
import { SpecialEventSession } from './events/special-event-session.entity';
import { SpecialEvent } from './events/special-event.entity';
import { SpecialEventsController } from './events/special-events.controller';
import { SpecialEventsService } from './events/special-events.service';
import { StudioSpecialEventsController } from './events/studio-special-events.controller';
import { Resort } from './resorts/resort.entity';
import { ResortsController } from './resorts/resorts.controller';
import { ResortsService } from './resorts/resorts.service';
import { StudioResortsController } from './resorts/studio-resorts.controller';
import { CatalogueItems } from '../shared/catalogue-items';
import { LiveTargets } from './live-targets';
import { StudioThemeParksController } from './theme-parks/studio-theme-parks.controller';
import { ThemePark } from './theme-parks/theme-park.entity';
import { ThemeParksController } from './theme-parks/theme-parks.controller';
import { ThemeParksService } from './theme-parks/theme-parks.service';

/**
 * Theme parks and what belongs to them: resorts, attractions, special events, dining locations.
 * Exports LiveTargets for the live-data module (parks and attractions by slug).
 */
@Module({
  imports: [
    IncludesModule,
    TypeOrmModule.forFeature([
      AttractionGalleryImage,
      ResortGalleryImage,
      ThemeParkGalleryImage,
      ThemePark,
      Resort,
      Attraction,
      SpecialEvent,
      SpecialEventSession,
      DiningLocation,
    ]),
  ],
  controllers: [
    ThemeParksController,
    StudioThemeParksController,
    ResortsController,
    StudioResortsController,
    AttractionsController,
    StudioAttractionsController,
    SpecialEventsController,
    StudioSpecialEventsController,
    DiningLocationsController,
    StudioDiningLocationsController,
  ],
  providers: [
    ThemeParksService,
    ResortsService,
    AttractionsService,
    SpecialEventsService,
    DiningLocationsService,
    CatalogueItems,
    LiveTargets,
  ],
  exports: [LiveTargets],
})
export class ParksCatalogueModule {}
