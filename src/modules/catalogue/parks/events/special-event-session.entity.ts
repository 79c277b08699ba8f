import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CatalogueRow } from '@/modules/catalogue/shared/catalogue-record';
import { SpecialEvent } from './special-event.entity';

/** One schedule entry of a special event; answered in the park's time zone, with its offset. */
@Entity('special_event_sessions')
@Check('ck_special_event_sessions_times', '"ends_at" IS NULL OR "ends_at" >= "starts_at"')
@Index('ix_special_event_sessions_event_starts', ['specialEventId', 'startsAt'])
export class SpecialEventSession extends CatalogueRow {
  @Column({ type: 'uuid' })
  specialEventId!: string;

  @ManyToOne(() => SpecialEvent, (event) => event.sessions, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'special_event_id',
    foreignKeyConstraintName: 'fk_special_event_sessions_event',
  })
  specialEvent?: SpecialEvent;

  @Column({ type: 'timestamptz' })
  startsAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  endsAt!: Date | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  label!: string | null;
}
