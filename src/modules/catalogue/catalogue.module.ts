import { Module } from '@nestjs/common';
import { ContentModule } from './content/content.module';
import { CruiseCatalogueModule } from './cruise/cruise-catalogue.module';
import { ParksCatalogueModule } from './parks/parks-catalogue.module';
import { RevisionsModule } from '../revisions/revisions.module';
import { CatalogueWriterModule } from './shared/catalogue-writer.module';
import { PreviewModule } from './preview/preview.module';
import {
  StudioDraftsController,
  StudioRecordDraftsController,
} from './drafts/studio-drafts.controller';
import { ReleasesService } from './releases/releases.service';
import { StudioReleasesController } from './releases/studio-releases.controller';
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
    PreviewModule,
  ],
  controllers: [
    StudioTranslationStatusController,
    StudioDraftsController,
    StudioRecordDraftsController,
    StudioReleasesController,
    // Before the record schedules, whose `:resource/:id/schedule` also matches `drafts/…/schedule`
    // (and after the releases, whose `releases/:id/schedule` it would match too).
    StudioDraftSchedulesController,
    StudioRecordSchedulesController,
    StudioRevisionsController,
    StudioTranslationsController,
  ],
  providers: [TranslationsService, ReleasesService, ScheduledPublishingService],
})
export class CatalogueModule {}
