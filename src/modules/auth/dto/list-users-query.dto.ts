import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { Role, ROLES } from '@/common/auth/roles';
import { PaginationQueryDto } from '@/common/pagination';
import { BooleanQuery } from '@/common/validation';

export class ListUsersQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({ enum: ROLES })
  @IsOptional()
  @IsIn(ROLES, { message: `must be one of: ${ROLES.join(', ')}` })
  role?: Role;

  @BooleanQuery({ description: "Only active ('true') or inactive ('false') users." })
  is_active?: boolean;
}
