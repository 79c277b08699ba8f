import { Body, Delete, Get, HttpCode, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiUuidParam, CurrentUser, NoQuery, Roles, UuidParam } from '@/common/decorators';
import type { AuthenticatedUser } from '@/common/auth/roles';
import { DataEnvelope, envelope, Paginated } from '@/common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '@/common/swagger';
import { AuditAction, AuditEntity } from '@/modules/audit/audit.decorators';
import { StudioController } from '@/modules/audit/studio-controller.decorator';
import {
  AddReleaseEntryDto,
  CreateReleaseDto,
  ListReleasesQueryDto,
  PublishReleaseQueryDto,
  ScheduleReleaseDto,
  UpdateReleaseDto,
} from './dto/release-requests.dto';
import { ReleaseResponseDto, ReleaseSummaryDto } from './dto/release-response.dto';
import { ReleasesService } from './releases.service';

/**
 * Releases: drafts of several records, of any resources, published together in one transaction,
 * now or at a scheduled time (docs/behaviour.md#releases). The same callers as drafts.
 */
@ApiTags('studio: drafts')
@Roles('admin', 'editor')
@AuditEntity('catalogue_release')
@StudioController('releases')
export class StudioReleasesController {
  constructor(private readonly releases: ReleasesService) {}

  @Post()
  @ApiOperation({
    operationId: 'createRelease',
    summary: 'Create a release (no entries yet)',
    description: 'Add drafts with `POST /studio/releases/{id}/entries`.',
  })
  @ApiDataResponse(ReleaseResponseDto, 201, 'Created')
  @ApiProblems(400)
  async create(
    @Body() body: CreateReleaseDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<DataEnvelope<ReleaseResponseDto>> {
    return envelope(await this.releases.create(body.name, user.id));
  }

  @Get()
  @ApiOperation({
    operationId: 'listReleases',
    summary: 'Every release, the last changed first',
    description: '`status=open,scheduled` keeps the releases in those states.',
  })
  @ApiPaginatedResponse(ReleaseSummaryDto)
  @ApiProblems(400)
  list(@Query() query: ListReleasesQueryDto): Promise<Paginated<ReleaseSummaryDto>> {
    return this.releases.list(query);
  }

  @Get(':id')
  @ApiUuidParam()
  @NoQuery()
  @ApiOperation({
    operationId: 'getRelease',
    summary: 'A release’s page: its entries, their conflicts, and the outcome of publishing it',
  })
  @ApiDataResponse(ReleaseResponseDto)
  @ApiProblems(400, 404)
  async get(@UuidParam() id: string): Promise<DataEnvelope<ReleaseResponseDto>> {
    return envelope(await this.releases.get(id));
  }

  @Patch(':id')
  @ApiUuidParam()
  @ApiOperation({ operationId: 'updateRelease', summary: 'Rename a release' })
  @ApiDataResponse(ReleaseResponseDto)
  @ApiProblems(400, 404)
  async rename(
    @UuidParam() id: string,
    @Body() body: UpdateReleaseDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<DataEnvelope<ReleaseResponseDto>> {
    return envelope(await this.releases.rename(id, body.name, user.id));
  }

  @Delete(':id')
  @ApiUuidParam()
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteRelease',
    summary: 'Delete a release',
    description:
      'Its drafts stay staged (and may join another release); a published release’s records stay as published.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiProblems(400, 404)
  async remove(@UuidParam() id: string): Promise<void> {
    await this.releases.remove(id);
  }

  @Post(':id/entries')
  @ApiUuidParam()
  @AuditAction('add_entry')
  @ApiOperation({
    operationId: 'addReleaseEntry',
    summary: 'Add a staged draft to a release',
    description:
      'A draft of a live record or of a new record, of any resource. 400 when `draft_id` is no staged draft; 409 when it is in a release already (a draft is in at most one), when the release is published, or when it has 100 entries. The draft can still be edited; publishing it alone or discarding it takes it out of the release.',
  })
  @ApiDataResponse(ReleaseResponseDto, 201, 'Added: the release’s page')
  @ApiProblems(400, 404, 409)
  async addEntry(
    @UuidParam() id: string,
    @Body() body: AddReleaseEntryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<DataEnvelope<ReleaseResponseDto>> {
    return envelope(await this.releases.addEntry(id, body.draft_id, user.id));
  }

  @Delete(':id/entries/:draft_id')
  @ApiUuidParam()
  @ApiUuidParam('draft_id')
  @HttpCode(204)
  @AuditAction('remove_entry')
  @ApiOperation({
    operationId: 'removeReleaseEntry',
    summary: 'Take a draft out of a release',
    description: 'The draft stays staged. 409 when the release is published.',
  })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiProblems(400, 404, 409)
  async removeEntry(
    @UuidParam() id: string,
    @UuidParam('draft_id') draftId: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<void> {
    await this.releases.removeEntry(id, draftId, user.id);
  }

  @Put(':id/schedule')
  @ApiUuidParam()
  @AuditAction('schedule')
  @ApiOperation({
    operationId: 'updateReleaseSchedule',
    summary: 'Schedule a release for publishing at a time',
    description:
      '`publish_at` is an ISO 8601 date and time in UTC, in the future; it replaces a schedule the release had. At that time the release is published as `POST …/publish` would (with `force` when given here); the outcome shows on its page. 409 when it is published.',
  })
  @ApiDataResponse(ReleaseResponseDto, 200, 'Scheduled')
  @ApiProblems(400, 404, 409)
  async schedule(
    @UuidParam() id: string,
    @Body() body: ScheduleReleaseDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<DataEnvelope<ReleaseResponseDto>> {
    return envelope(
      await this.releases.schedule(id, body.publish_at, body.force ?? false, user.id),
    );
  }

  @Delete(':id/schedule')
  @ApiUuidParam()
  @AuditAction('unschedule')
  @ApiOperation({
    operationId: 'deleteReleaseSchedule',
    summary: 'Take a release off its schedule',
    description: 'It becomes `open` again. 409 when it is not scheduled.',
  })
  @ApiDataResponse(ReleaseResponseDto, 200, 'Unscheduled')
  @ApiProblems(400, 404, 409)
  async unschedule(
    @UuidParam() id: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<DataEnvelope<ReleaseResponseDto>> {
    return envelope(await this.releases.unschedule(id, user.id));
  }

  @Post(':id/publish')
  @ApiUuidParam()
  @HttpCode(200)
  @AuditAction('publish')
  @ApiOperation({
    operationId: 'publishRelease',
    summary: 'Publish every entry of a release now, together',
    description:
      'One transaction: each draft is published as `POST /studio/drafts/{id}/publish` would (the record’s audit entry, revision, webhook event and cache purge), in the order the entries were added, and the release is recorded `published` with an audit entry of its own. When one entry cannot be published (its live record changed since it was staged and `force` is not set, a slug taken, a record it refers to deleted, a body no longer valid) nothing is published: the answer is that entry’s error (409, 400 or 404) naming it, and the release is recorded `failed` with the error on its page. 409 too when the release is published already or has no entries.',
  })
  @ApiDataResponse(ReleaseResponseDto, 200, 'Published: the release’s page')
  @ApiProblems(400, 404, 409)
  async publish(
    @UuidParam() id: string,
    @Query() query: PublishReleaseQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<DataEnvelope<ReleaseResponseDto>> {
    return envelope(await this.releases.publish(id, query.force ?? false, user.id));
  }
}
