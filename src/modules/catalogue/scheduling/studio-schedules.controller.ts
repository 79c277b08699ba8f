import { Body, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiUuidParam, CurrentUser, NoQuery, Roles, UuidParam } from '@/common/decorators';
import type { AuthenticatedUser } from '@/common/auth/roles';
import { DataEnvelope, envelope } from '@/common/pagination';
import { ApiDataResponse, ApiProblems } from '@/common/swagger';
import { AuditAction, AuditEntity } from '@/modules/audit/audit.decorators';
import { StudioController } from '@/modules/audit/studio-controller.decorator';
import { DRAFTABLE_RESOURCES } from '../drafts/draftable-resources';
import {
  DraftScheduleResponseDto,
  PutDraftScheduleDto,
  PutRecordScheduleDto,
  RecordScheduleResponseDto,
} from './dto/schedule.dto';
import { ScheduledPublishingService, visibilityChange } from './scheduled-publishing.service';

const SCHEDULABLE_PATHS = DRAFTABLE_RESOURCES.filter((d) =>
  visibilityChange(d.resource.name, 'publish', new Date(0)),
).map((d) => d.path);

const ApiResourceParam = () =>
  ApiParam({
    name: 'resource',
    enum: SCHEDULABLE_PATHS,
    description: 'The studio path of the catalogue resource, e.g. `theme-parks`.',
  });

const AT_ITS_TIME =
  'At its time (within JOBS_POLL_MS, once however many instances run, also after a restart or a database outage: as soon as the database is back) the change is written through the resource’s own update, as a PATCH would be (audit entry, revision, cache purge, search), with the webhook event `<type>.published` or `<type>.unpublished`.';

/**
 * Scheduled publishing of drafts by the draft's id. Declared before the record routes, whose
 * `/studio/{resource}/{id}/schedule` would otherwise take `/studio/drafts/{draft_id}/schedule`.
 */
@ApiTags('studio: scheduled publishing')
@Roles('admin', 'editor')
@AuditEntity('catalogue_draft', { idParam: 'draft_id' })
@StudioController('drafts')
export class StudioDraftSchedulesController {
  constructor(private readonly schedules: ScheduledPublishingService) {}

  @Get(':draft_id/schedule')
  @ApiUuidParam('draft_id')
  @NoQuery()
  @ApiOperation({
    operationId: 'getDraftSchedule',
    summary: 'When a draft is scheduled to be published (`publish` null: not scheduled)',
  })
  @ApiDataResponse(DraftScheduleResponseDto)
  @ApiProblems(400, 404)
  async get(
    @UuidParam('draft_id') draftId: string,
  ): Promise<DataEnvelope<DraftScheduleResponseDto>> {
    return envelope(await this.schedules.ofDraft(draftId));
  }

  @Put(':draft_id/schedule')
  @ApiUuidParam('draft_id')
  @AuditAction('schedule')
  @ApiOperation({
    operationId: 'updateDraftSchedule',
    summary: 'Schedule a draft to be published at a time (replacing its schedule)',
    description: `${AT_ITS_TIME} The draft is published as it stands then, also when its live record changed since it was staged; a draft of a new record creates it. A change the resource refuses then (a slug taken since) is kept as the schedule's \`failure\`. Discarding or publishing the draft removes its schedule.`,
  })
  @ApiDataResponse(DraftScheduleResponseDto, 200, 'Scheduled')
  @ApiProblems(400, 404)
  async put(
    @UuidParam('draft_id') draftId: string,
    @Body() body: PutDraftScheduleDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<DataEnvelope<DraftScheduleResponseDto>> {
    return envelope(await this.schedules.setForDraft(draftId, body, user.id));
  }

  @Delete(':draft_id/schedule')
  @ApiUuidParam('draft_id')
  @HttpCode(204)
  @AuditAction('unschedule')
  @ApiOperation({ operationId: 'deleteDraftSchedule', summary: "Remove a draft's schedule" })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiProblems(400, 404)
  async remove(@UuidParam('draft_id') draftId: string): Promise<void> {
    await this.schedules.clearForDraft(draftId);
  }
}

/** Scheduled publish and unpublish of a live record. */
@ApiTags('studio: scheduled publishing')
@Roles('admin', 'editor')
@AuditEntity('catalogue_schedule')
@StudioController(':resource')
export class StudioRecordSchedulesController {
  constructor(private readonly schedules: ScheduledPublishingService) {}

  @Get(':id/schedule')
  @ApiResourceParam()
  @ApiUuidParam()
  @NoQuery()
  @ApiOperation({
    operationId: 'getRecordSchedule',
    summary: 'When a record is scheduled to be published or unpublished',
    description: '`publish` and `unpublish` are null when not scheduled.',
  })
  @ApiDataResponse(RecordScheduleResponseDto)
  @ApiProblems(400, 404)
  async get(
    @Param('resource') path: string,
    @UuidParam() id: string,
  ): Promise<DataEnvelope<RecordScheduleResponseDto>> {
    return envelope(await this.schedules.ofRecord(path, id));
  }

  @Put(':id/schedule')
  @ApiResourceParam()
  @ApiUuidParam()
  @AuditAction('schedule')
  @ApiOperation({
    operationId: 'updateRecordSchedule',
    summary: 'Schedule a record to be published and/or unpublished (replacing its schedule)',
    description: `Times are ISO 8601 in UTC and in the future; a time left out or null removes that side. Publishing sets the record's visibility field (\`is_active\`; \`is_published\` of videos; a guide's \`status\` published with \`published_at\` then), unpublishing clears it. ${AT_ITS_TIME} Deleting the record removes its schedule.`,
  })
  @ApiDataResponse(RecordScheduleResponseDto, 200, 'Scheduled')
  @ApiProblems(400, 404)
  async put(
    @Param('resource') path: string,
    @UuidParam() id: string,
    @Body() body: PutRecordScheduleDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<DataEnvelope<RecordScheduleResponseDto>> {
    return envelope(await this.schedules.setForRecord(path, id, body, user.id));
  }

  @Delete(':id/schedule')
  @ApiResourceParam()
  @ApiUuidParam()
  @HttpCode(204)
  @AuditAction('unschedule')
  @ApiOperation({ operationId: 'deleteRecordSchedule', summary: "Remove a record's schedule" })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiProblems(400, 404)
  async remove(@Param('resource') path: string, @UuidParam() id: string): Promise<void> {
    await this.schedules.clearForRecord(path, id);
  }
}
