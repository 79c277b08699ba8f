import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, ValidateBy } from 'class-validator';

/** True for a real calendar date written YYYY-MM-DD (`2026-02-30` is not one). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar date field (body or query), YYYY-MM-DD; optional unless `required: true`. */
export function IsIsoDate(
  options: { required?: boolean; description?: string; example?: string } = {},
): PropertyDecorator {
  const schema = {
    type: String,
    format: 'date',
    example: options.example ?? '2026-07-01',
    description: options.description,
  };
  return applyDecorators(
    ...(options.required ? [] : [IsOptional()]),
    ValidateBy({
      name: 'isIsoDate',
      validator: {
        validate: (value: unknown) => isIsoDate(value),
        defaultMessage: () => 'must be a date written YYYY-MM-DD',
      },
    }),
    options.required ? ApiProperty(schema) : ApiPropertyOptional(schema),
  );
}
