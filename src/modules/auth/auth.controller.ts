import { Body, Get, Header, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthenticatedUser } from '../../common/auth/roles';
import { CurrentUser, Public, Roles } from '../../common/decorators';
import { DataEnvelope, envelope } from '../../common/pagination';
import { ApiDataResponse, ApiProblems } from '../../common/swagger';
import { AuditAction, AuditEntity, SkipAudit } from '../audit/audit.decorators';
import { AuthService } from './auth.service';
import { ChangePasswordDto } from './dto/change-password.dto';
import { LoginDto } from './dto/login.dto';
import { RefreshTokenDto } from './dto/refresh-token.dto';
import { TokenPairResponseDto } from './dto/token-response.dto';
import { UserResponseDto } from './dto/user-response.dto';
import { LocalAuthGuard } from './guards/local-auth.guard';
import { UsersService } from './users/users.service';
import { StudioController } from '../audit/studio-controller.decorator';

@ApiTags('studio: auth')
@StudioController('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
  ) {}

  @Post('login')
  @Public()
  @SkipAudit()
  @UseGuards(LocalAuthGuard)
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'login',
    summary: 'Log in with e-mail (as username) and password',
    description:
      'OAuth2 password grant: form-encoded (as OAuth2 clients send it) or JSON. Failed logins are limited per IP and per e-mail.',
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: TokenPairResponseDto })
  @ApiProblems(
    400,
    401,
    {
      status: 403,
      description: 'A single sign-on user while OIDC_PASSWORD_LOGIN=false (FORBIDDEN)',
    },
    429,
  )
  login(@Req() request: Request): Promise<TokenPairResponseDto> {
    // LocalAuthGuard has put the user whose credentials it verified on the request.
    return this.auth.login(request.user!, {
      ip: request.ip ?? 'unknown',
      userAgent: request.get('user-agent'),
    });
  }

  @Post('refresh')
  @Public()
  @SkipAudit()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'refreshTokens',
    summary: 'Exchange a refresh token for a new access token and a new refresh token',
    description:
      'Rotation: the refresh token presented is spent and the answer carries its replacement. ' +
      'Presenting a spent refresh token again is 401 and ends its whole session (reuse detection), ' +
      'so a client must keep only the newest refresh token and never send two refreshes at once.',
  })
  @ApiOkResponse({ type: TokenPairResponseDto })
  @ApiProblems(400, 401)
  refresh(@Body() body: RefreshTokenDto): Promise<TokenPairResponseDto> {
    return this.auth.refresh(body.refresh_token);
  }

  @Post('logout')
  @Roles()
  @SkipAudit()
  @HttpCode(204)
  @ApiOperation({
    operationId: 'logout',
    summary: "End the caller's session: its access and refresh tokens are refused at once",
  })
  @ApiNoContentResponse({ description: 'Logged out' })
  async logout(@CurrentUser() caller: AuthenticatedUser): Promise<void> {
    await this.auth.logout(caller);
  }

  @Get('me')
  @Roles()
  @ApiOperation({ operationId: 'getCurrentUser', summary: "The caller's profile" })
  @ApiDataResponse(UserResponseDto)
  async me(@CurrentUser() caller: AuthenticatedUser): Promise<DataEnvelope<UserResponseDto>> {
    return envelope(UserResponseDto.from(await this.users.get(caller.id)));
  }

  @Post('change-password')
  @Roles()
  @AuditEntity('user', { idFromCaller: true })
  @AuditAction('change_password')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'changePassword',
    summary: "Change the caller's password; every other session of the caller ends",
  })
  @ApiNoContentResponse({ description: 'Password changed' })
  @ApiProblems(400, 429)
  async changePassword(
    @CurrentUser() caller: AuthenticatedUser,
    @Body() body: ChangePasswordDto,
    @Req() request: Request,
  ): Promise<void> {
    await this.auth.changePassword(caller, body.current_password, body.new_password, {
      ip: request.ip ?? 'unknown',
    });
  }
}
