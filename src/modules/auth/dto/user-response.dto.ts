import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { Role, ROLES } from '@/common/auth/roles';
import { recordState, RecordStateDto } from '@/common/dto/record-state.dto';
import { User } from '../entities/user.entity';

/** Who the user is; the answer adds the {@link RecordStateDto} fields after these. */
class UserIdentityDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'email', example: 'editor@example.com' })
  email!: string;

  @ApiProperty({ example: 'Ada Editor' })
  full_name!: string;

  @ApiProperty({ enum: ROLES })
  role!: Role;
}

/** A studio user as the API shows it: never the password hash. */
export class UserResponseDto extends IntersectionType(UserIdentityDto, RecordStateDto) {
  static from(user: User): UserResponseDto {
    return {
      id: user.id,
      email: user.email,
      full_name: user.fullName,
      role: user.role,
      ...recordState(user),
    };
  }
}
