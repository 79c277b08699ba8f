import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

/** A new password: 8-200 characters (NIST SP 800-63B length rule, no composition rules). */
export function IsNewPassword(options: { required?: boolean } = {}): PropertyDecorator {
  const required = options.required !== false;
  return applyDecorators(
    ...(required ? [] : [IsOptional()]),
    IsString(),
    MinLength(PASSWORD_MIN, { message: `must be at least ${PASSWORD_MIN} characters` }),
    MaxLength(PASSWORD_MAX, { message: `must be at most ${PASSWORD_MAX} characters` }),
    (required ? ApiProperty : ApiPropertyOptional)({
      type: String,
      format: 'password',
      minLength: PASSWORD_MIN,
      maxLength: PASSWORD_MAX,
      writeOnly: true,
    }),
  );
}
