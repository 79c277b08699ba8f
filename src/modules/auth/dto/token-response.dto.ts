import { ApiProperty } from '@nestjs/swagger';

export class AccessTokenResponseDto {
  @ApiProperty({ description: 'Bearer token for studio requests (JWT, HS256).' })
  access_token!: string;

  @ApiProperty({ enum: ['bearer'], example: 'bearer' })
  token_type!: 'bearer';

  @ApiProperty({
    type: 'integer',
    description: 'Lifetime of the access token in seconds.',
    example: 900,
  })
  expires_in!: number;
}

export class TokenPairResponseDto extends AccessTokenResponseDto {
  @ApiProperty({
    description:
      'Exchanges once at /studio/auth/refresh for a new token pair (it is spent then); valid until it expires or its session ends.',
  })
  refresh_token!: string;
}
