import { Body, Get, Header, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthenticatedUser } from '@/common/auth/roles';
import { AllowBeforeTwoFactorEnrolment, CurrentUser, Public, Roles } from '@/common/decorators';
import { DataEnvelope, envelope } from '@/common/pagination';
import { ApiDataResponse, ApiProblems } from '@/common/swagger';
import { AuditAction, AuditEntity, SkipAudit } from '../audit/audit.decorators';
import { AuthService } from './auth.service';
import { ChangePasswordDto } from './dto/change-password.dto';
import { LoginDto } from './dto/login.dto';
import { RefreshTokenDto } from './dto/refresh-token.dto';
import { TokenPairResponseDto } from './dto/token-response.dto';
import { UserResponseDto } from './dto/user-response.dto';
import { LocalAuthGuard } from './guards/local-auth.guard';
import { TwoFactorChallengeResponseDto } from './two-factor/dto/two-factor.dto';
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
      'OAuth2 password grant: form-encoded (as OAuth2 clients send it) or JSON. Failed logins are limited per IP and per e-mail. ' +
      'Two answers: the token pair; or, for a user with two-factor authentication on, `{two_factor_required: true, challenge_token, expires_in}` and no token: ' +
      'send the challenge with a code to POST /studio/auth/login/2fa for the token pair. ' +
      'Swagger UI\'s Authorize (password flow) works only for users without two-factor; with it, call this endpoint and POST /studio/auth/login/2fa with "Try it out" and paste the `access_token` into the `bearer` field of Authorize.',
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiBody({ type: LoginDto })
  @ApiExtraModels(TokenPairResponseDto, TwoFactorChallengeResponseDto)
  @ApiOkResponse({
    description: 'The token pair, or the challenge of a two-factor login',
    schema: {
      oneOf: [
        { $ref: getSchemaPath(TokenPairResponseDto) },
        { $ref: getSchemaPath(TwoFactorChallengeResponseDto) },
      ],
    },
  })
  @ApiProblems(
    400,
    401,
    {
      status: 403,
      description: 'A single sign-on user while OIDC_PASSWORD_LOGIN=false (FORBIDDEN)',
    },
    429,
  )
  login(@Req() request: Request): Promise<TokenPairResponseDto | TwoFactorChallengeResponseDto> {
    // LocalAuthGuard has put the user whose credentials it verified on the request.
    return this.auth.passwordLogin(request.user!, {
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
      'so a client must keep only the newest refresh token and never send two refreshes at once. ' +
      "A single sign-on session asks the identity provider first: if the provider no longer signs the user in, or their groups no longer map to a role, all the user's sessions end (401); " +
      'while the provider is unreachable the answer is 502 and the refresh token presented stays valid, to be tried again.',
  })
  @ApiOkResponse({ type: TokenPairResponseDto })
  @ApiProblems(400, 401, {
    status: 502,
    description:
      'A single sign-on session while the identity provider is unreachable or answers an error (UPSTREAM_UNAVAILABLE); the refresh token stays valid',
  })
  refresh(@Body() body: RefreshTokenDto, @Req() request: Request): Promise<TokenPairResponseDto> {
    return this.auth.refresh(body.refresh_token, {
      ip: request.ip ?? 'unknown',
      userAgent: request.get('user-agent'),
    });
  }

  @Post('logout')
  @Roles()
  @AllowBeforeTwoFactorEnrolment()
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
  @AllowBeforeTwoFactorEnrolment()
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
