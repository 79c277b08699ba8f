import {
  applyDecorators,
  Body,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import {
  ApiBody,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { ApiUuidParam, CurrentUser, NoQuery, Roles, UuidParam } from '@/common/decorators';
import type { AuthenticatedUser } from '@/common/auth/roles';
import { DataEnvelope, envelope, Paginated } from '@/common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '@/common/swagger';
import { AuditAction, AuditEntity } from '@/modules/audit/audit.decorators';
import { StudioController } from '@/modules/audit/studio-controller.decorator';
import { DRAFTABLE_PATHS, DRAFTABLE_RESOURCES } from './draftable-resources';
import { DraftsService } from './drafts.service';
import { DraftDiffDto, DraftResponseDto, PublishedDraftDto } from './dto/draft-response.dto';
import { ListDraftsQueryDto } from './dto/list-drafts-query.dto';
import { PublishDraftQueryDto } from './dto/publish-draft-query.dto';

const ApiResourceParam = () =>
  ApiParam({
    name: 'resource',
    enum: DRAFTABLE_PATHS,
    description: 'The studio path of the catalogue resource, e.g. `attractions`.',
  });

const UPDATE_BODIES = DRAFTABLE_RESOURCES.map((d) => d.update);
const CREATE_BODIES = DRAFTABLE_RESOURCES.map((d) => d.create);

/** A draft's body, documented as the resource's own PATCH (`change`) or create body. */
const ApiDraftBody = (kind: 'change' | 'new' | 'either') => {
  const bodies =
    kind === 'change'
      ? UPDATE_BODIES
      : kind === 'new'
        ? CREATE_BODIES
        : [...UPDATE_BODIES, ...CREATE_BODIES];
  return applyDecorators(
    ApiExtraModels(...bodies),
    ApiBody({
      description:
        kind === 'change'
          ? 'What `PATCH /studio/{resource}/{id}` would take, checked as it: an unknown field or an invalid value is a 400 naming the field. At least one field.'
          : kind === 'new'
            ? 'What `POST /studio/{resource}` would take, checked as it.'
            : 'The PATCH body of the record (a draft of a live record) or its create body (a draft of a new record), checked as that route would.',
      schema: { anyOf: bodies.map((b) => ({ $ref: getSchemaPath(b) })) },
    }),
  );
};

const PUBLISH_DESCRIPTION =
  'Writes the draft through the resource’s own update (or create, for a new record): one transaction with the audit entry (the record’s `update` or `create`, whose changes are the draft’s id and body), the revision, the webhook event (`<type>.updated` or `<type>.created`, as a plain write sends) and the cache purge; the draft is removed in it. 409 CONFLICT when the live record changed since the draft was staged (unless `force=true`), or when the body now breaks a rule (a slug taken since, a record it refers to deleted).';

/** Drafts of one live record and new-record drafts of a resource, under /studio/{resource}. */
@ApiTags('studio: drafts')
@Roles('admin', 'editor')
@AuditEntity('catalogue_draft')
@StudioController(':resource')
export class StudioRecordDraftsController {
  constructor(private readonly drafts: DraftsService) {}

  @Post('drafts')
  @ApiResourceParam()
  @AuditAction('stage')
  @ApiOperation({
    operationId: 'createDraft',
    summary: 'Stage a new record as a draft',
    description:
      'The record exists only as this draft (`record_id` null) until published: no public read, list, search, category or related-items list shows it. Read, replace, discard and publish it under `/studio/drafts/{id}`.',
  })
  @ApiDraftBody('new')
  @ApiDataResponse(DraftResponseDto, 201, 'Staged')
  @ApiProblems(400, 404)
  async createNew(
    @Param('resource') path: string,
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<DataEnvelope<DraftResponseDto>> {
    return envelope(await this.drafts.stageNew(this.drafts.resourceAt(path), body, user.id));
  }

  @Get(':id/draft')
  @ApiResourceParam()
  @ApiUuidParam()
  @NoQuery()
  @ApiOperation({ operationId: 'getRecordDraft', summary: "A record's staged draft" })
  @ApiDataResponse(DraftResponseDto)
  @ApiProblems(400, 404)
  async get(
    @Param('resource') path: string,
    @UuidParam() id: string,
  ): Promise<DataEnvelope<DraftResponseDto>> {
    return envelope(await this.drafts.ofRecord(this.drafts.resourceAt(path), id));
  }

  @Put(':id/draft')
  @ApiResourceParam()
  @ApiUuidParam()
  @AuditAction('stage')
  @ApiOperation({
    operationId: 'updateRecordDraft',
    summary: "Stage a change to a live record (replacing the record's draft)",
    description:
      'The live record is unchanged until the draft is published. The draft is staged against the record as it is now (`base`): if the record changes live before publishing, publishing answers 409 unless forced. 404 when the record does not exist.',
  })
  @ApiDraftBody('change')
  @ApiDataResponse(DraftResponseDto, 200, 'Staged')
  @ApiProblems(400, 404)
  async stage(
    @Param('resource') path: string,
    @UuidParam() id: string,
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<DataEnvelope<DraftResponseDto>> {
    return envelope(await this.drafts.stage(this.drafts.resourceAt(path), id, body, user.id));
  }

  @Delete(':id/draft')
  @ApiResourceParam()
  @ApiUuidParam()
  @HttpCode(204)
  @AuditAction('discard')
  @ApiOperation({
    operationId: 'deleteRecordDraft',
    summary: "Discard a record's draft",
    description: 'The live record is untouched.',
  })
  @ApiNoContentResponse({ description: 'Discarded' })
  @ApiProblems(400, 404)
  async discard(@Param('resource') path: string, @UuidParam() id: string): Promise<void> {
    await this.drafts.discardOfRecord(this.drafts.resourceAt(path), id);
  }

  @Get(':id/draft/diff')
  @ApiResourceParam()
  @ApiUuidParam()
  @NoQuery()
  @ApiOperation({
    operationId: 'getRecordDraftDiff',
    summary: "A record's draft beside the live record, field by field",
  })
  @ApiDataResponse(DraftDiffDto)
  @ApiProblems(400, 404)
  async diff(
    @Param('resource') path: string,
    @UuidParam() id: string,
  ): Promise<DataEnvelope<DraftDiffDto>> {
    return envelope(await this.drafts.diffOfRecord(this.drafts.resourceAt(path), id));
  }

  @Post(':id/draft/publish')
  @ApiResourceParam()
  @ApiUuidParam()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'publishRecordDraft',
    summary: "Publish a record's draft",
    description: PUBLISH_DESCRIPTION,
  })
  @ApiDataResponse(PublishedDraftDto, 200, 'Published')
  @ApiProblems(400, 404, 409)
  async publish(
    @Param('resource') path: string,
    @UuidParam() id: string,
    @Query() query: PublishDraftQueryDto,
  ): Promise<DataEnvelope<PublishedDraftDto>> {
    return envelope(
      await this.drafts.publishOfRecord(this.drafts.resourceAt(path), id, {
        force: query.force,
      }),
    );
  }
}

/** Every draft, by its own id: the list, and new-record drafts (which have no record to name). */
@ApiTags('studio: drafts')
@Roles('admin', 'editor')
@AuditEntity('catalogue_draft', { idParam: 'draft_id' })
@StudioController('drafts')
export class StudioDraftsController {
  constructor(private readonly drafts: DraftsService) {}

  @Get()
  @ApiOperation({
    operationId: 'listDrafts',
    summary: 'Every staged draft, the last changed first',
    description: '`resource=ships,ports` keeps the drafts of those resources.',
  })
  @ApiPaginatedResponse(DraftResponseDto)
  @ApiProblems(400)
  list(@Query() query: ListDraftsQueryDto): Promise<Paginated<DraftResponseDto>> {
    return this.drafts.list(query);
  }

  @Get(':draft_id')
  @ApiUuidParam('draft_id')
  @NoQuery()
  @ApiOperation({ operationId: 'getDraft', summary: 'One draft, of a live record or a new one' })
  @ApiDataResponse(DraftResponseDto)
  @ApiProblems(400, 404)
  async get(@UuidParam('draft_id') draftId: string): Promise<DataEnvelope<DraftResponseDto>> {
    return envelope(await this.drafts.byId(draftId));
  }

  @Put(':draft_id')
  @ApiUuidParam('draft_id')
  @AuditAction('stage')
  @ApiOperation({
    operationId: 'updateDraft',
    summary: "Replace a draft's body",
    description:
      'A draft of a live record takes its PATCH body and is staged again against the record as it is now; a draft of a new record takes its create body.',
  })
  @ApiDraftBody('either')
  @ApiDataResponse(DraftResponseDto, 200, 'Staged')
  @ApiProblems(400, 404)
  async replace(
    @UuidParam('draft_id') draftId: string,
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<DataEnvelope<DraftResponseDto>> {
    return envelope(await this.drafts.replace(draftId, body, user.id));
  }

  @Delete(':draft_id')
  @ApiUuidParam('draft_id')
  @HttpCode(204)
  @AuditAction('discard')
  @ApiOperation({ operationId: 'deleteDraft', summary: 'Discard a draft' })
  @ApiNoContentResponse({ description: 'Discarded' })
  @ApiProblems(400, 404)
  async discard(@UuidParam('draft_id') draftId: string): Promise<void> {
    await this.drafts.discard(draftId);
  }

  @Get(':draft_id/diff')
  @ApiUuidParam('draft_id')
  @NoQuery()
  @ApiOperation({
    operationId: 'getDraftDiff',
    summary: 'A draft beside its live record (nothing, for a new record), field by field',
  })
  @ApiDataResponse(DraftDiffDto)
  @ApiProblems(400, 404)
  async diff(@UuidParam('draft_id') draftId: string): Promise<DataEnvelope<DraftDiffDto>> {
    return envelope(await this.drafts.diffById(draftId));
  }

  @Post(':draft_id/publish')
  @ApiUuidParam('draft_id')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'publishDraft',
    summary: 'Publish a draft: change its live record, or create the new record',
    description: PUBLISH_DESCRIPTION,
  })
  @ApiDataResponse(PublishedDraftDto, 200, 'Published')
  @ApiProblems(400, 404, 409)
  async publish(
    @UuidParam('draft_id') draftId: string,
    @Query() query: PublishDraftQueryDto,
  ): Promise<DataEnvelope<PublishedDraftDto>> {
    return envelope(await this.drafts.publishById(draftId, { force: query.force }));
  }
}
