import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateIf } from 'class-validator';
import { IsValid } from '@/common/validation';

/** "IMO 9838345", "imo9838345" and "9838345" all mean 9838345; other input is left to fail. */
export function normalizeImoNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value.trim().replace(/^IMO[\s-]*/i, '');
}

/**
 * An IMO ship identification number: seven digits whose last is the check digit, the sum of the
 * first six weighted 7, 6, 5, 4, 3, 2, modulo 10.
 */
export function isImoNumber(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{7}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 6).reduce((acc, digit, i) => acc + digit * (7 - i), 0);
  return sum % 10 === digits[6];
}

/** Optional, nullable IMO number field, stored as its seven digits. */
export function IsImoNumberField(): PropertyDecorator {
  return applyDecorators(
    ValidateIf((_o, value) => value !== null && value !== undefined),
    Transform(({ value }: { value: unknown }) => normalizeImoNumber(value)),
    IsValid(isImoNumber, 'must be a valid IMO number: 7 digits with a correct check digit'),
    ApiPropertyOptional({
      type: String,
      nullable: true,
      example: 'IMO 9838345',
      description: 'IMO number, with or without the "IMO" prefix; answered as its seven digits.',
    }),
  );
}
