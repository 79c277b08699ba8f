import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * Login as an OAuth2 password grant (RFC 6749 §4.3): form-encoded or JSON. The OAuth2 fields that
 * Swagger UI's Authorize dialog sends are accepted and ignored, except grant_type, which must be
 * `password` when present.
 */
export class LoginDto {
  @ApiProperty({
    description: 'The e-mail address of the studio user.',
    example: 'admin@example.com',
    maxLength: 254,
  })
  @IsString()
  @IsNotEmpty()
  @MaxLength(254)
  username!: string;

  @ApiProperty({ format: 'password', maxLength: 200, writeOnly: true })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  password!: string;

  @ApiPropertyOptional({ enum: ['password'] })
  @IsOptional()
  @IsIn(['password'], { message: "must be 'password'" })
  grant_type?: string;

  @ApiPropertyOptional({ description: 'Ignored.' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  scope?: string;

  @ApiPropertyOptional({ description: 'Ignored.' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  client_id?: string;

  @ApiPropertyOptional({ description: 'Ignored.' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  client_secret?: string;
}
