import { ApiProperty } from '@nestjs/swagger';
import { isoTimestamp } from '../http/iso-date';

/**
 * The last fields of the answer for a record that can be switched off (a catalogue record, a
 * studio user): whether it is active, and when it was created and last changed.
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
