import { Global, Module } from '@nestjs/common';
import { PreviewRenderer } from '@/common/preview/preview-renderer';
import { DraftsService } from '../drafts/drafts.service';
import { PreviewService } from './preview.service';
import { PreviewTokensService } from './preview-tokens.service';
import { StudioPreviewTokensController } from './studio-preview-tokens.controller';

/**
 * Drafts and their previews (docs/behaviour.md#previews). Global for one reason: every public
 * read's PreviewInterceptor (@PublicRead, in each catalogue module and in search) asks it for the
 * PreviewRenderer.
 */
@Global()
@Module({
  controllers: [StudioPreviewTokensController],
  providers: [
    DraftsService,
    PreviewTokensService,
    PreviewService,
    { provide: PreviewRenderer, useExisting: PreviewService },
  ],
  exports: [DraftsService, PreviewRenderer],
})
export class PreviewModule {}
