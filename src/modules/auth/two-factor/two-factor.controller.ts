import { Body, Delete, Get, Header, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBody,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthenticatedUser } from '@/common/auth/roles';
import {
  AllowBeforeTwoFactorEnrolment,
  ApiUuidParam,
  CurrentUser,
  Public,
  Roles,
  UuidParam,
} from '@/common/decorators';
import { DataEnvelope, envelope } from '@/common/pagination';
import { ApiDataResponse, ApiProblems } from '@/common/swagger';
import { AuditAction, AuditEntity, SkipAudit } from '@/modules/audit/audit.decorators';
import { StudioController } from '@/modules/audit/studio-controller.decorator';
import { AuthService } from '../auth.service';
import { TokenPairResponseDto } from '../dto/token-response.dto';
import {
  exactlyOneCode,
  RecoveryCodesDto,
  TotpCodeDto,
  TotpOrRecoveryCodeDto,
  TwoFactorEnrolmentDto,
  TwoFactorLoginDto,
  TwoFactorStatusDto,
} from './dto/two-factor.dto';
import { TwoFactorService } from './two-factor.service';

const contextOf = (request: Request) => ({
  ip: request.ip ?? 'unknown',
  userAgent: request.get('user-agent'),
});

/** The caller's own two-factor authentication (docs/security.md#two-factor-authentication). */
@ApiTags('studio: auth')
@AuditEntity('user', { idFromCaller: true })
@Roles()
@AllowBeforeTwoFactorEnrolment()
@StudioController('auth/2fa')
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Get()
  @ApiOperation({
    operationId: 'getTwoFactorStatus',
    summary:
      "Whether the caller's two-factor authentication is on, required, and how many recovery codes are left",
  })
  @ApiDataResponse(TwoFactorStatusDto)
  async status(
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<DataEnvelope<TwoFactorStatusDto>> {
    return envelope(await this.twoFactor.status(caller));
  }

  @Post('enrolment')
  @AuditAction('start_two_factor_enrolment')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'createTwoFactorEnrolment',
    summary: 'Start enrolling an authenticator app: a new TOTP secret, shown once',
    description:
      'Answers the secret as an otpauth:// key URI, as base32 text and as a QR code (PNG data URL) to scan with an authenticator app (TOTP, SHA-1, 6 digits, 30 s). ' +
      'Nothing changes at login until POST /studio/auth/2fa/enrolment/confirm accepts a first code. ' +
      'Starting again replaces a pending enrolment; while two-factor is on, it is 409.',
  })
  @ApiDataResponse(TwoFactorEnrolmentDto, 201, 'Created')
  @ApiProblems(409)
  async start(
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<DataEnvelope<TwoFactorEnrolmentDto>> {
    return envelope(await this.twoFactor.startEnrolment(caller));
  }

  @Post('enrolment/confirm')
  @AuditAction('enable_two_factor')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'confirmTwoFactorEnrolment',
    summary: 'Turn two-factor on with a first code; answers the recovery codes, once',
    description:
      'A wrong code is 400 and counts toward the login throttle (429 past its limit). ' +
      'A caller whose tokens were limited to enrolment (STUDIO_REQUIRE_2FA) refreshes them afterwards to get unlimited ones.',
  })
  @ApiDataResponse(RecoveryCodesDto)
  @ApiProblems(400, 409, 429)
  async confirm(
    @CurrentUser() caller: AuthenticatedUser,
    @Body() body: TotpCodeDto,
    @Req() request: Request,
  ): Promise<DataEnvelope<RecoveryCodesDto>> {
    const codes = await this.twoFactor.confirmEnrolment(caller, body.code, contextOf(request));
    return envelope({ recovery_codes: codes });
  }

  @Post('recovery-codes')
  @AuditAction('regenerate_recovery_codes')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'regenerateTwoFactorRecoveryCodes',
    summary: 'Replace every recovery code with new ones, with a current code',
    description:
      'The old recovery codes stop working. A wrong code is 400 and counts toward the login throttle.',
  })
  @ApiDataResponse(RecoveryCodesDto)
  @ApiProblems(400, 409, 429)
  async regenerate(
    @CurrentUser() caller: AuthenticatedUser,
    @Body() body: TotpCodeDto,
    @Req() request: Request,
  ): Promise<DataEnvelope<RecoveryCodesDto>> {
    const codes = await this.twoFactor.regenerateRecoveryCodes(
      caller,
      body.code,
      contextOf(request),
    );
    return envelope({ recovery_codes: codes });
  }

  @Post('disable')
  @AuditAction('disable_two_factor')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'disableTwoFactor',
    summary: 'Turn two-factor off, with a current code or a recovery code',
    description:
      'Deletes the secret and the recovery codes. 409 while STUDIO_REQUIRE_2FA requires two-factor for the caller (an admin reset is the way to change devices then). A wrong code is 400 and counts toward the login throttle.',
  })
  @ApiNoContentResponse({ description: 'Two-factor authentication is off' })
  @ApiProblems(400, 409, 429)
  async disable(
    @CurrentUser() caller: AuthenticatedUser,
    @Body() body: TotpOrRecoveryCodeDto,
    @Req() request: Request,
  ): Promise<void> {
    await this.twoFactor.disable(caller, exactlyOneCode(body), contextOf(request));
  }
}

/** The second step of a login with two-factor authentication. */
@ApiTags('studio: auth')
@StudioController('auth')
export class TwoFactorLoginController {
  constructor(private readonly auth: AuthService) {}

  @Post('login/2fa')
  @Public()
  @SkipAudit()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'loginWithTwoFactor',
    summary:
      'Second login step: the challenge token and a code (or a recovery code) for the token pair',
    description:
      'When POST /studio/auth/login answers `two_factor_required: true`, send its `challenge_token` here within 5 minutes with the current 6-digit `code` of the authenticator app, or one `recovery_code`. ' +
      'Answers the same token pair as a password-only login. A wrong, reused or already-spent code is 401 INVALID_CREDENTIALS and counts toward the login throttle (429 past its limit); an invalid or expired challenge is 401 UNAUTHORIZED (log in again). ' +
      'In Swagger UI: the Authorize dialog\'s password flow cannot do this second step; call POST /studio/auth/login, then this endpoint, with "Try it out", and paste the `access_token` into the `bearer` field of Authorize.',
  })
  @ApiBody({ type: TwoFactorLoginDto })
  @ApiOkResponse({ type: TokenPairResponseDto })
  @ApiProblems(400, 401, 429)
  async login(
    @Body() body: TwoFactorLoginDto,
    @Req() request: Request,
  ): Promise<TokenPairResponseDto> {
    return this.auth.twoFactorLogin(body.challenge_token, exactlyOneCode(body), contextOf(request));
  }
}

/** An admin's reset of another user's two-factor authentication (lost device). */
@ApiTags('studio: users')
@AuditEntity('user')
@Roles('admin')
@StudioController('users')
export class TwoFactorAdminController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Delete(':id/2fa')
  @ApiUuidParam()
  @AuditAction('reset_two_factor')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteUserTwoFactor',
    summary: "Reset another user's two-factor authentication (lost device)",
    description:
      "Deletes the user's TOTP secret and recovery codes and ends all of the user's sessions. The user logs in with the password alone and enrols again (under STUDIO_REQUIRE_2FA, their tokens open only the enrolment until then). 404 when the user has no two-factor authentication; 409 for the caller's own (use disable).",
  })
  @ApiNoContentResponse({ description: 'Reset' })
  @ApiProblems(400, 404, 409)
  async reset(@CurrentUser() admin: AuthenticatedUser, @UuidParam() id: string): Promise<void> {
    await this.twoFactor.reset(admin, id);
  }
}
