import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { trim } from '@/common/validation';

const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;

/** A trimmed, non-empty name without control characters. */
export function VaultName(
  maxLength: number,
  example: string,
  required = true,
  description?: string,
): PropertyDecorator {
  return applyDecorators(
    ...(required ? [] : [IsOptional()]),
    Transform(trim),
    IsString(),
    IsNotEmpty({ message: 'must not be empty' }),
    MaxLength(maxLength),
    Matches(NO_CONTROL_CHARACTERS, { message: 'must not contain control characters' }),
    (required ? ApiProperty : ApiPropertyOptional)({
      type: String,
      maxLength,
      example,
      description,
    }),
  );
}

export const MAX_SECRET_LENGTH = 10_000;

/** A secret value: taken as sent (never trimmed), 1 to 10000 characters. */
export function SecretValue(description: string): PropertyDecorator {
  return applyDecorators(
    IsString(),
    IsNotEmpty({ message: 'must not be empty' }),
    MaxLength(MAX_SECRET_LENGTH),
    ApiProperty({
      type: String,
      format: 'password',
      writeOnly: true,
      minLength: 1,
      maxLength: MAX_SECRET_LENGTH,
      description,
    }),
  );
}

/** An optional description; `null` clears it. */
export function VaultDescription(): PropertyDecorator {
  return applyDecorators(
    ValidateIf((_object, value) => value !== null && value !== undefined),
    Transform(trim),
    IsString(),
    MaxLength(1000),
    ApiPropertyOptional({ type: String, maxLength: 1000, nullable: true }),
  );
}
