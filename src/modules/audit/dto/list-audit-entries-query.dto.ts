import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { PaginationQueryDto } from '@/common/pagination';
import { DateQuery, IsUuidField } from '@/common/validation';

/** Actions and entity types are snake_case words: `create`, `change_password`, `cruise_line`. */
export const AUDIT_NAME_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
const AUDIT_NAME_MESSAGE = 'must be a snake_case name (a-z, 0-9 and _, at most 64 characters)';

export class ListAuditEntriesQueryDto extends PaginationQueryDto {
  @IsUuidField({ required: false, description: 'Only writes by this user.' })
  user_id?: string;

  @ApiPropertyOptional({ pattern: AUDIT_NAME_PATTERN.source, example: 'user' })
  @IsOptional()
  @IsString({ message: AUDIT_NAME_MESSAGE })
  @Matches(AUDIT_NAME_PATTERN, { message: AUDIT_NAME_MESSAGE })
  entity_type?: string;

  @ApiPropertyOptional({
    pattern: AUDIT_NAME_PATTERN.source,
    example: 'update',
    description: 'create, update, delete, or a named action such as change_password or revoke.',
  })
  @IsOptional()
  @IsString({ message: AUDIT_NAME_MESSAGE })
  @Matches(AUDIT_NAME_PATTERN, { message: AUDIT_NAME_MESSAGE })
  action?: string;

  @DateQuery({ description: 'Only entries from this day on (UTC, inclusive).' })
  date_from?: string;

  @DateQuery({ description: 'Only entries up to the end of this day (UTC, inclusive).' })
  date_to?: string;
}
