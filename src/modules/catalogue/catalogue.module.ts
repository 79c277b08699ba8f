import { Module } from '@nestjs/common';
import { ContentModule } from './content/content.module';
import { CruiseCatalogueModule } from './cruise/cruise-catalogue.module';
import { ParksCatalogueModule } from './parks/parks-catalogue.module';
import { RevisionsModule } from '../revisions/revisions.module';
import { CatalogueWriterModule } from './shared/catalogue-writer.module';
import { DraftsService } from './drafts/drafts.service';
import {
  StudioDraftsController,
  StudioRecordDraftsController,
} from './drafts/studio-drafts.controller';
import { ScheduledPublishingService } from './scheduling/scheduled-publishing.service';
import {
  StudioDraftSchedulesController,
  StudioRecordSchedulesController,
} from './scheduling/studio-schedules.controller';
import { StudioRevisionsController } from './studio-revisions.controller';
import {
  StudioTranslationsController,
  StudioTranslationStatusController,
} from './translations/studio-translations.controller';
import { TranslationsService } from './translations/translations.service';

/** The public catalogue and its studio management: cruise, parks and editorial content. */
@Module({
  imports: [
    RevisionsModule,
    CatalogueWriterModule,
    CruiseCatalogueModule,
    ParksCatalogueModule,
    ContentModule,
  ],
  controllers: [
    StudioTranslationStatusController,
    StudioDraftsController,
    StudioRecordDraftsController,
    // Before the record schedules, whose `:resource/:id/schedule` also matches `drafts/…/schedule`.
    StudioDraftSchedulesController,
    StudioRecordSchedulesController,
    StudioRevisionsController,
    StudioTranslationsController,
  ],
  providers: [TranslationsService, DraftsService, ScheduledPublishingService],
})
export class CatalogueModule {}
