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

  @ApiProperty({
    description:
      'Whether the user signs in with a second factor (a confirmed TOTP enrolment); a pending enrolment is false',
  })
  two_factor_enabled!: boolean;

  @ApiProperty({
    description: 'Whether the user is linked to the single sign-on identity provider',
  })
  sso!: boolean;
}

/** A studio user as the API shows it: never the password hash. */
export class UserResponseDto extends IntersectionType(UserIdentityDto, RecordStateDto) {
  static from(user: User): UserResponseDto {
    return {
      id: user.id,
      email: user.email,
      full_name: user.fullName,
      role: user.role,
      two_factor_enabled: user.twoFactorEnabled === true,
      sso: user.oidcSubject !== null,
      ...recordState(user),
    };
  }
}
