import { ApiProperty } from '@nestjs/swagger';
import { Role, ROLES } from '../../../common/auth/roles';
import { isoTimestamp } from '../../../common/http/iso-date';
import { User } from '../entities/user.entity';

/** A studio user as the API shows it: never the password hash. */
export class UserResponseDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'email', example: 'editor@example.com' })
  email!: string;

  @ApiProperty({ example: 'Ada Editor' })
  full_name!: string;

  @ApiProperty({ enum: ROLES })
  role!: Role;

  @ApiProperty()
  is_active!: boolean;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ format: 'date-time' })
  updated_at!: string;

  static from(user: User): UserResponseDto {
    return {
      id: user.id,
      email: user.email,
      full_name: user.fullName,
      role: user.role,
      is_active: user.isActive,
      created_at: isoTimestamp(user.createdAt),
      updated_at: isoTimestamp(user.updatedAt),
    };
  }
}
