import { ApiProperty } from '@nestjs/swagger';
import { IsJWT, IsString } from 'class-validator';

export class RefreshTokenDto {
  @ApiProperty({ description: 'The refresh_token from the login answer.' })
  @IsString()
  @IsJWT({ message: 'must be a refresh token' })
  refresh_token!: string;
}
