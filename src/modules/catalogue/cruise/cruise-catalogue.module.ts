import { PortGalleryImage } from './ports/port-gallery-image.entity';
import { ShipGalleryImage } from './ships/ship-gallery-image.entity';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IncludesModule } from '../includes/includes.module';
import { CruiseLine } from './cruise-lines/cruise-line.entity';
import { CruiseLinesController } from './cruise-lines/cruise-lines.controller';
import { CruiseLinesService } from './cruise-lines/cruise-lines.service';
import { StudioCruiseLinesController } from './cruise-lines/studio-cruise-lines.controller';
import { Excursion } from './excursions/excursion.entity';
import { ExcursionsController } from './excursions/excursions.controller';
import { ExcursionsService } from './excursions/excursions.service';
import { StudioExcursionsController } from './excursions/studio-excursions.controller';
import { ItinerariesController } from './itineraries/itineraries.controller';
import { ItinerariesService } from './itineraries/itineraries.service';
import { ItineraryStop } from './itineraries/itinerary-stop.entity';
import { Itinerary } from './itineraries/itinerary.entity';
import { StudioItinerariesController } from './itineraries/studio-itineraries.controller';
import { Port } from './ports/port.entity';
import { PortsController } from './ports/ports.controller';
import { PortsService } from './ports/ports.service';
import { StudioPortsController } from './ports/studio-ports.controller';
import { Sailing } from './sailings/sailing.entity';
import { SailingsController } from './sailings/sailings.controller';
import { SailingsService } from './sailings/sailings.service';
import { StudioSailingsController } from './sailings/studio-sailings.controller';
import { DryDock } from './ships/dry-dock.entity';
import { Ship } from './ships/ship.entity';
import { ShipsController } from './ships/ships.controller';
import { ShipsService } from './ships/ships.service';
import { StudioShipsController } from './ships/studio-ships.controller';

const SERVICES = [
  CruiseLinesService,
  ShipsService,
  PortsService,
  ItinerariesService,
  SailingsService,
  ExcursionsService,
];

/**
 * The cruise catalogue: cruise lines, ships (with dry docks), ports, itineraries (with stops),
 * sailings and excursions. Public reads under /api/v1 (excursions under /api), studio CRUD under
 * /studio.
 */
@Module({
  imports: [
    IncludesModule,
    TypeOrmModule.forFeature([
      PortGalleryImage,
      ShipGalleryImage,
      CruiseLine,
      Ship,
      DryDock,
      Port,
      Itinerary,
      ItineraryStop,
      Sailing,
      Excursion,
    ]),
  ],
  controllers: [
    CruiseLinesController,
    StudioCruiseLinesController,
    ShipsController,
    StudioShipsController,
    PortsController,
    StudioPortsController,
    ItinerariesController,
    StudioItinerariesController,
    SailingsController,
    StudioSailingsController,
    ExcursionsController,
    StudioExcursionsController,
  ],
  providers: SERVICES,
  exports: SERVICES,
})
export class CruiseCatalogueModule {}
