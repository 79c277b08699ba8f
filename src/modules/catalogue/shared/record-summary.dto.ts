import { ApiProperty } from '@nestjs/swagger';

/**
 * How an answer names a record it refers to: enough to link to it by slug
 * (`/api/v1/<resource>/{slug}`) and to label the link.
 */
export class RecordSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() name!: string;

  static from(record: { id: string; slug: string; name: string }): RecordSummaryDto {
    return { id: record.id, slug: record.slug, name: record.name };
  }
}
