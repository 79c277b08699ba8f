import { Get, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiUuidParam, Roles, UuidParam } from '@/common/decorators';
import { NotFoundError } from '@/common/errors';
import { DataEnvelope, envelope, Paginated, pageOf, PaginationQueryDto } from '@/common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '@/common/swagger';
import { StudioController } from '../audit/studio-controller.decorator';
import { CatalogueResource } from '../revisions/catalogue-resource';
import { CatalogueWriter } from './shared/catalogue-writer';
import {
  RevisionDetailResponseDto,
  RevisionResponseDto,
} from '../revisions/dto/revision-response.dto';
import { RevisionsService } from '../revisions/revisions.service';
import { resourceAtPath, REVISIONED_PATHS } from './catalogue-resources';
import { ApiRevisionParam, RevisionKey, RevisionParam } from '../revisions/revision-key';

const ApiResourceParam = () =>
  ApiParam({
    name: 'resource',
    enum: REVISIONED_PATHS,
    description: 'The studio path of the catalogue resource, e.g. `ships`.',
  });

/** The revisions of every catalogue record, and restoring one, under /studio/{resource}/{id}. */
@ApiTags('studio: revisions')
@Roles('admin', 'editor')
@StudioController(':resource')
export class StudioRevisionsController {
  constructor(
    private readonly revisions: RevisionsService,
    private readonly writer: CatalogueWriter,
  ) {}

  @Get(':id/revisions')
  @ApiResourceParam()
  @ApiUuidParam()
  @ApiOperation({
    operationId: 'listRevisions',
    summary: "A record's revisions, newest first",
    description: 'Also for a deleted record, whose revisions are kept under the same id.',
  })
  @ApiPaginatedResponse(RevisionResponseDto)
  @ApiProblems(400, 404)
  async list(
    @Param('resource') path: string,
    @UuidParam() id: string,
    @Query() query: PaginationQueryDto,
  ): Promise<Paginated<RevisionResponseDto>> {
    const resource = await this.knownRecord(path, id);
    return pageOf(await this.revisions.list(resource.name, id, query), query, (r) =>
      RevisionResponseDto.from(r),
    );
  }

  @Get(':id/revisions/:revision')
  @ApiResourceParam()
  @ApiUuidParam()
  @ApiRevisionParam()
  @ApiOperation({
    operationId: 'getRevision',
    summary: 'One revision: the record as it was, and what changed',
  })
  @ApiDataResponse(RevisionDetailResponseDto)
  @ApiProblems(400, 404)
  async get(
    @Param('resource') path: string,
    @UuidParam() id: string,
    @RevisionParam() revision: RevisionKey,
  ): Promise<DataEnvelope<RevisionDetailResponseDto>> {
    const resource = resourceOrNotFound(path);
    return envelope(
      RevisionDetailResponseDto.detail(await this.revisions.get(resource.name, id, revision)),
    );
  }

  @Post(':id/revisions/:revision/restore')
  @ApiResourceParam()
  @ApiUuidParam()
  @ApiRevisionParam()
  @ApiOperation({
    operationId: 'restoreRevision',
    summary: 'Write the record back as it was in a revision',
    description:
      'Brings a deleted record back too (with its child rows, under its id). Stored as a new revision (operation `restored`), audited, and sent to webhooks as `<resource>.restored`. 409 names the constraint when the record can no longer be written as it was: its slug is taken, or a record it refers to was deleted.',
  })
  @ApiDataResponse(RevisionDetailResponseDto, 201, 'Restored: the new revision')
  @ApiProblems(400, 404, 409)
  async restore(
    @Param('resource') path: string,
    @UuidParam() id: string,
    @RevisionParam() revision: RevisionKey,
  ): Promise<DataEnvelope<RevisionDetailResponseDto>> {
    const resource = resourceOrNotFound(path);
    // A number names the revision as the list shows it; the writer restores by id.
    const { id: revisionId } = await this.revisions.get(resource.name, id, revision);
    return envelope(
      RevisionDetailResponseDto.detail(await this.writer.restore(resource, id, revisionId)),
    );
  }

  private async knownRecord(path: string, id: string): Promise<CatalogueResource> {
    const resource = resourceOrNotFound(path);
    if (!(await this.writer.known(resource, id))) throw new NotFoundError(resource.label, id);
    return resource;
  }
}

function resourceOrNotFound(path: string): CatalogueResource {
  const resource = resourceAtPath(path);
  if (!resource) throw new NotFoundError('Resource', path);
  return resource;
}
