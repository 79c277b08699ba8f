import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, ValidateBy } from 'class-validator';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written `YYYY-MM-DD` (2026-02-30 is not one). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (!ISO_DATE.test(value)) return false;
  // Round-trips only for a real day: 2026-02-30 either fails to parse or rolls over into March.
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The first instant of a `YYYY-MM-DD` day in UTC, or of the day after it (`dayAfter`). */
export function startOfUtcDay(isoDate: string, dayAfter = false): Date {
  const date = new Date(`${isoDate}T00:00:00.000Z`);
  if (dayAfter) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

/** An optional `YYYY-MM-DD` query value; anything else (a timestamp, 2026-13-01) is 400. */
export function IsoDateQuery(options: { description?: string } = {}): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    IsString({ message: 'must be a date (YYYY-MM-DD)' }),
    ValidateBy({
      name: 'isIsoDate',
      validator: {
        validate: (value) => isIsoDate(value),
        defaultMessage: () => 'must be a date (YYYY-MM-DD)',
      },
    }),
    ApiPropertyOptional({
      type: String,
      format: 'date',
      example: '2026-11-21',
      description: options.description,
    }),
  );
}
