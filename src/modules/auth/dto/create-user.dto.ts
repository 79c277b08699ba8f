import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Role, ROLES } from '@/common/auth/roles';
import { IsEmailField, trim } from '@/common/validation';
import { IsNewPassword } from './password';

export class CreateUserDto {
  @IsEmailField()
  email!: string;

  @ApiProperty({ example: 'Ada Editor', maxLength: 200 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  full_name!: string;

  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES, { message: `must be one of: ${ROLES.join(', ')}` })
  role!: Role;

  @IsNewPassword()
  password!: string;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  is_active?: boolean;
}
