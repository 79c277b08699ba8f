import { ApiProperty } from '@nestjs/swagger';
import { PaginationQueryDto } from '@/common/pagination';
import {
  BooleanQuery,
  EnumQuery,
  IsBooleanField,
  IsTextField,
  IsUuidField,
  IsValid,
} from '@/common/validation';
import { isUtcInstant, RELEASE_STATUSES } from '../release-rules';

export class CreateReleaseDto {
  @IsTextField({ max: 200, example: 'Summer 2027 launch', description: 'What the release is for.' })
  name!: string;
}

export class UpdateReleaseDto {
  @IsTextField({ max: 200, example: 'Summer 2027 launch (final)', description: 'The new name.' })
  name!: string;
}

export class AddReleaseEntryDto {
  @IsUuidField({
    description:
      'A staged draft (of a live record or a new one, of any resource): its id as `GET /studio/drafts` lists it. A draft is in at most one release.',
  })
  draft_id!: string;
}

export class ScheduleReleaseDto {
  @IsValid(isUtcInstant, 'must be an ISO 8601 date and time in UTC, e.g. 2027-06-01T08:00:00Z')
  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2027-06-01T08:00:00Z',
    description:
      'When to publish: an ISO 8601 date and time in UTC (ending in `Z`), in the future.',
  })
  publish_at!: string;

  @IsBooleanField({
    required: false,
    description:
      'Publish at that time even over entries whose live record changed since their draft was staged (as `force=true` on publish). Default false: such an entry fails the release.',
  })
  force?: boolean;
}

export class PublishReleaseQueryDto {
  @BooleanQuery({
    description:
      'Publish entries whose live record changed since their draft was staged (else the release fails with 409 CONFLICT naming the entry): the drafts’ fields overwrite those changes, the others stay.',
  })
  force?: boolean;
}

export class ListReleasesQueryDto extends PaginationQueryDto {
  @EnumQuery(RELEASE_STATUSES, { description: 'Only releases in these states.' })
  status?: string[];
}
