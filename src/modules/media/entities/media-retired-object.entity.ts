import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A stored object of a replaced image, kept answering until `deleteAfter` (MEDIA_REPLACED_GRACE_HOURS)
 * so pages and caches that still name its URL keep working; removed by the next media write after.
 */
@Entity('media_retired_objects')
export class MediaRetiredObject {
  @PrimaryColumn({
    type: 'varchar',
    length: 500,
    primaryKeyConstraintName: 'pk_media_retired_objects',
  })
  key!: string;

  @Index()
  @Column({ type: 'timestamptz' })
  deleteAfter!: Date;
}
