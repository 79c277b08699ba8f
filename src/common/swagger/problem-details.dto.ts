import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class FieldErrorDto {
  @ApiProperty({ example: 'email' })
  field!: string;

  @ApiProperty({ example: 'must be a valid e-mail address' })
  message!: string;
}

/** RFC 9457 problem details, as every error of the service is answered (decisions.md §3). */
export class ProblemDetailsDto {
  @ApiProperty({ example: 'about:blank' })
  type!: string;

  @ApiProperty({ example: 'Bad Request' })
  title!: string;

  @ApiProperty({ example: 400 })
  status!: number;

  @ApiProperty({ example: 'The request is invalid: email: must be a valid e-mail address.' })
  detail!: string;

  @ApiProperty({
    example: 'VALIDATION_FAILED',
    enum: [
      'VALIDATION_FAILED',
      'MALFORMED_JSON',
      'UNAUTHORIZED',
      'INVALID_CREDENTIALS',
      'INVALID_API_KEY',
      'FORBIDDEN',
      'ORIGIN_NOT_ALLOWED',
      'NOT_FOUND',
      'METHOD_NOT_ALLOWED',
      'LIVE_DATA_UNAVAILABLE',
      'CONFLICT',
      'PAYLOAD_TOO_LARGE',
      'UNSUPPORTED_MEDIA_TYPE',
      'RATE_LIMITED',
      'INTERNAL_ERROR',
      'UPSTREAM_UNAVAILABLE',
      'SERVICE_UNAVAILABLE',
    ],
  })
  code!: string;

  @ApiPropertyOptional({
    type: [FieldErrorDto],
    description: 'Present for validation failures only.',
  })
  errors?: FieldErrorDto[];
}
