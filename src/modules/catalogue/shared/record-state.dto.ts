import { ApiProperty } from '@nestjs/swagger';
import { isoTimestamp } from '../../../common/http/iso-date';

/**
 * The last fields of every catalogue record's answer: whether the public sees it, and when it was
 * created and last changed.
 */
export class RecordStateDto {
  @ApiProperty()
  is_active!: boolean;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ format: 'date-time' })
  updated_at!: string;
}

/** A record's {@link RecordStateDto} fields, spread last into its answer. */
export const recordState = (record: {
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}): RecordStateDto => ({
  is_active: record.isActive,
  created_at: isoTimestamp(record.createdAt),
  updated_at: isoTimestamp(record.updatedAt),
});
