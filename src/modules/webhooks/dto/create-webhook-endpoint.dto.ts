import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsString,
  registerDecorator,
  ValidateIf,
  ValidationArguments,
} from 'class-validator';
import { IsBooleanField, IsTextField } from '@/common/validation';
import {
  eventPatternProblem,
  MAX_EVENT_PATTERNS,
  WEBHOOK_OPERATIONS,
  WEBHOOK_RESOURCES,
} from '../event-types';

const patternProblems = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap((p) => (typeof p === 'string' ? (eventPatternProblem(p) ?? []) : []))
    : [];

/** Every pattern names a known resource and operation; the message says which one does not. */
function KnownEventPatterns(): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'knownEventPatterns',
      target: target.constructor,
      propertyName: propertyName as string,
      validator: {
        validate: (value: unknown) => patternProblems(value).length === 0,
        defaultMessage: (args?: ValidationArguments) => patternProblems(args?.value).join('; '),
      },
    });
}

/** The subscription list: 1-50 distinct patterns, each checked against the known event types. */
function IsEventPatterns(options: { required?: boolean } = {}): PropertyDecorator {
  return applyDecorators(
    ...(options.required === false ? [ValidateIf((_o, value) => value !== undefined)] : []),
    IsArray({ message: 'must be a list of event patterns' }),
    ArrayMinSize(1, { message: 'must name at least one event pattern' }),
    ArrayMaxSize(MAX_EVENT_PATTERNS, {
      message: `must have at most ${MAX_EVENT_PATTERNS} patterns`,
    }),
    IsString({ each: true, message: 'must be a list of strings' }),
    ArrayUnique({ message: 'must not repeat a pattern' }),
    KnownEventPatterns(),
    ApiProperty({
      required: options.required !== false,
      type: [String],
      minItems: 1,
      maxItems: MAX_EVENT_PATTERNS,
      uniqueItems: true,
      items: { type: 'string', maxLength: 100 },
      example: ['ship.*', '*.deleted'],
      description: `Event patterns: \`*\` (every event), \`<resource>.*\`, \`*.<operation>\` or \`<resource>.<operation>\`. Resources: ${WEBHOOK_RESOURCES.join(', ')}. Operations: ${WEBHOOK_OPERATIONS.join(', ')}.`,
    }),
  );
}

export class CreateWebhookEndpointDto {
  @IsTextField({
    max: 2048,
    example: 'https://hooks.example.com/guide-platform',
    description:
      'http or https, no user name or password. It must not point at a loopback, private, link-local, CGNAT, multicast or metadata address (checked now, after DNS resolution, and again on every delivery).',
  })
  url!: string;

  @IsEventPatterns()
  events!: string[];

  @IsTextField({ required: false, min: 0, max: 500, example: 'Search index updater' })
  description?: string;

  @IsBooleanField({
    required: false,
    description: 'Default true. Inactive endpoints get no new events.',
  })
  is_active?: boolean;
}
