import { Body, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '@/common/auth/roles';
import { ApiUuidParam, CurrentUser, Roles, UuidParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, PaginationQueryDto } from '@/common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '@/common/swagger';
import { AuditAction, AuditEntity } from '@/modules/audit/audit.decorators';
import { StudioController } from '@/modules/audit/studio-controller.decorator';
import {
  CreatePreviewTokenDto,
  IssuedPreviewTokenDto,
  PreviewTokenDto,
} from './dto/preview-token.dto';
import { PreviewTokensService } from './preview-tokens.service';

/** Preview tokens for frontends (docs/behaviour.md#previews). */
@ApiTags('studio: drafts')
@Roles('admin', 'editor')
@AuditEntity('preview_token')
@StudioController('preview-tokens')
export class StudioPreviewTokensController {
  constructor(private readonly tokens: PreviewTokensService) {}

  @Post()
  @AuditAction('issue')
  @ApiOperation({
    operationId: 'createPreviewToken',
    summary: 'Issue a preview token',
    description:
      'A token a frontend sends as `X-Preview-Token` on public reads to see drafts in the public shape, answered `Cache-Control: private, no-store` and never cached. Scope `record`: one live record with its draft (`resource`, `record_id`), or one draft (`draft_id`, for a record not created yet); scope `release`: the drafts of a release (`release_id`), as publishing it would write them; scope `drafts`: every draft. Valid for `ttl_seconds` (60 to 86400, default 900) unless revoked. `token` is in this answer only: the service keeps a hash of it. 404 when the record, draft or release does not exist.',
  })
  @ApiDataResponse(IssuedPreviewTokenDto, 201, 'Issued')
  @ApiProblems(400, 404)
  async issue(
    @Body() body: CreatePreviewTokenDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<DataEnvelope<IssuedPreviewTokenDto>> {
    return envelope(await this.tokens.issue(body, user.id));
  }

  @Get()
  @ApiOperation({
    operationId: 'listPreviewTokens',
    summary: 'List preview tokens, newest first (without the tokens)',
  })
  @ApiPaginatedResponse(PreviewTokenDto)
  @ApiProblems(400)
  list(@Query() query: PaginationQueryDto): Promise<Paginated<PreviewTokenDto>> {
    return this.tokens.list(query);
  }

  @Delete(':id')
  @ApiUuidParam()
  @AuditAction('revoke')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'revokePreviewToken',
    summary: 'Revoke a preview token',
    description:
      'Public reads with the token answer 401 INVALID_PREVIEW_TOKEN from now on, on every instance. Revoking a revoked token changes nothing.',
  })
  @ApiNoContentResponse({ description: 'Revoked' })
  @ApiProblems(400, 404)
  async revoke(@UuidParam() id: string): Promise<void> {
    await this.tokens.revoke(id);
  }
}
