import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ERROR_CODES } from '../errors';

export class FieldErrorDto {
  @ApiProperty({ example: 'email' })
  field!: string;

  @ApiProperty({ example: 'must be a valid e-mail address' })
  message!: string;
}

/**
 * RFC 9457 problem details, as every error of the service is answered (docs/behaviour.md#errors).
 */
export class ProblemDetailsDto {
  @ApiProperty({ example: 'about:blank' })
  type!: string;

  @ApiProperty({ example: 'Bad Request' })
  title!: string;

  @ApiProperty({ type: 'integer', example: 400 })
  status!: number;

  @ApiProperty({ example: 'The request is invalid: email: must be a valid e-mail address.' })
  detail!: string;

  @ApiProperty({
    example: 'VALIDATION_FAILED',
    enum: ERROR_CODES,
  })
  code!: string;

  @ApiPropertyOptional({
    type: [FieldErrorDto],
    description: 'Present for validation failures only.',
  })
  errors?: FieldErrorDto[];
}
