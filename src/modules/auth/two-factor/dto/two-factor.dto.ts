import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ValidationFailedError } from '@/common/errors';
import { TOTP_CODE } from '../totp';

const CODE_DESCRIPTION =
  'The 6-digit code the authenticator app shows now. A code is accepted once: the same code (or an older one) again is refused.';
const RECOVERY_CODE_DESCRIPTION =
  'One of the recovery codes shown at enrolment (case, spaces and hyphens do not matter). Each works once.';

/** A 6-digit TOTP code, as a string: leading zeros matter. */
export const IsTotpCode = (): PropertyDecorator => (target, key) => {
  IsString()(target, key);
  Matches(TOTP_CODE, { message: 'must be 6 digits' })(target, key);
};

export class TotpCodeDto {
  @ApiProperty({
    description: CODE_DESCRIPTION,
    example: '123456',
    pattern: '^[0-9]{6}$',
    writeOnly: true,
  })
  @IsTotpCode()
  code!: string;
}

/**
 * A current code, or (when the device is lost) a recovery code: exactly one of the two (the
 * service checks that, see {@link exactlyOneCode}).
 */
export class TotpOrRecoveryCodeDto {
  @ApiPropertyOptional({
    description: `${CODE_DESCRIPTION} Give this or \`recovery_code\`.`,
    example: '123456',
    pattern: '^[0-9]{6}$',
    writeOnly: true,
  })
  @IsOptional()
  @IsTotpCode()
  code?: string;

  @ApiPropertyOptional({
    description: `${RECOVERY_CODE_DESCRIPTION} Give this or \`code\`.`,
    example: 'ABCD-EFGH-IJKL-MNOP',
    maxLength: 64,
    writeOnly: true,
  })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @Matches(/^[A-Za-z0-9 -]+$/, { message: 'must be letters, digits, spaces and hyphens' })
  recovery_code?: string;
}

export type OneCode = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string };

/** The one code of a body that may carry a TOTP code or a recovery code, or a 400. */
export function exactlyOneCode(body: TotpOrRecoveryCodeDto): OneCode {
  const hasCode = body.code !== undefined && body.code !== null;
  const hasRecovery = body.recovery_code !== undefined && body.recovery_code !== null;
  if (hasCode === hasRecovery) {
    throw ValidationFailedError.field(
      hasCode ? 'recovery_code' : 'code',
      hasCode ? 'must not be given with code' : 'or recovery_code is required',
    );
  }
  return hasCode
    ? { kind: 'totp', code: body.code! }
    : { kind: 'recovery', code: body.recovery_code! };
}

export class TwoFactorLoginDto extends TotpOrRecoveryCodeDto {
  @ApiProperty({
    description:
      'The `challenge_token` of the login answer (it names the user and lives 5 minutes).',
    maxLength: 2048,
    writeOnly: true,
  })
  @IsString()
  @IsNotEmpty()
  @MaxLength(2048)
  challenge_token!: string;
}

export class TwoFactorChallengeResponseDto {
  @ApiProperty({
    enum: [true],
    description: 'The password was right; the login needs a second step.',
  })
  two_factor_required!: true;

  @ApiProperty({
    description:
      'Send it with a code to POST /studio/auth/login/2fa. It is no access token and opens nothing else.',
  })
  challenge_token!: string;

  @ApiProperty({
    type: 'integer',
    description: 'Lifetime of the challenge in seconds.',
    example: 300,
  })
  expires_in!: number;
}

export class TwoFactorStatusDto {
  @ApiProperty({ description: 'Whether logins of the caller ask for a code.' })
  enabled!: boolean;

  @ApiProperty({
    description: 'An enrolment was started and waits for its first code.',
  })
  enrolment_pending!: boolean;

  @ApiProperty({
    description: 'Whether STUDIO_REQUIRE_2FA requires two-factor authentication of the caller.',
  })
  required!: boolean;

  @ApiProperty({ type: 'integer', description: 'Unused recovery codes left.', example: 10 })
  recovery_codes_remaining!: number;
}

export class TwoFactorEnrolmentDto {
  @ApiProperty({
    description:
      'The key URI (otpauth://totp/…, SHA-1, 6 digits, 30 s) an authenticator app takes; the QR code encodes it. Shown only in this answer.',
    example:
      'otpauth://totp/Guide%20Platform%20Studio:admin%40example.com?issuer=Guide%20Platform%20Studio&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
  })
  otpauth_uri!: string;

  @ApiProperty({
    description:
      'The secret in base32, for typing into an app that cannot scan. Shown only in this answer.',
    example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  })
  secret!: string;

  @ApiProperty({
    description: 'The QR code of `otpauth_uri` as a PNG data URL, for an `<img src>`.',
    example: 'data:image/png;base64,iVBORw0KGgo…',
  })
  qr_code!: string;
}

export class RecoveryCodesDto {
  @ApiProperty({
    type: [String],
    description:
      'One-time recovery codes (10). Shown only in this answer: store them somewhere safe; each signs in once instead of a code.',
    example: ['ABCD-EFGH-IJKL-MNOP'],
  })
  recovery_codes!: string[];
}
