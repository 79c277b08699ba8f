import { Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser } from '@/common/auth/roles';
import { ApiUuidParam, CurrentUser, Roles, UuidParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, PaginationQueryDto, pageOf } from '@/common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '@/common/swagger';
import { AuditAction, AuditEntity } from '../audit/audit.decorators';
import { StudioController } from '../audit/studio-controller.decorator';
import { RevokedSessionsDto, SessionResponseDto } from './dto/session-response.dto';
import { SessionsService } from './sessions.service';

/**
 * The caller's own sessions: every signed-in browser or device, and how to end them. Ended
 * sessions' tokens are refused at once on every instance (each request checks its session row).
 */
@ApiTags('studio: auth')
@Roles()
@AuditEntity('session')
@StudioController('auth/sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Get()
  @ApiOperation({
    operationId: 'listSessions',
    summary: "The caller's live sessions, most recently used first; `current` marks this one",
  })
  @ApiPaginatedResponse(SessionResponseDto)
  @ApiProblems(400)
  async list(
    @CurrentUser() caller: AuthenticatedUser,
    @Query() query: PaginationQueryDto,
  ): Promise<Paginated<SessionResponseDto>> {
    return pageOf(await this.sessions.listLive(caller.id, query), query, (session) =>
      SessionResponseDto.from(session, caller.sessionId),
    );
  }

  @Post('revoke-others')
  @HttpCode(200)
  @AuditAction('revoke_others')
  @ApiOperation({
    operationId: 'revokeOtherSessions',
    summary: "Sign out everywhere else: end every session of the caller's but this one",
  })
  @ApiDataResponse(RevokedSessionsDto)
  async revokeOthers(
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<DataEnvelope<RevokedSessionsDto>> {
    const revoked = await this.sessions.revokeAllOf(caller.id, caller.sessionId);
    return envelope({ revoked });
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiUuidParam()
  @AuditAction('revoke')
  @ApiOperation({
    operationId: 'revokeSession',
    summary:
      "End one of the caller's sessions (this one too: that is a logout); another user's is 404",
  })
  @ApiNoContentResponse({ description: 'Session ended' })
  @ApiProblems(400, 404)
  async revoke(@CurrentUser() caller: AuthenticatedUser, @UuidParam() id: string): Promise<void> {
    await this.sessions.revokeOwn(caller.id, id);
  }
}
