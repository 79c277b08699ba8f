import { Check, Column, Index, JoinColumn, ManyToOne, OneToMany } from 'typeorm';
import { MediaAsset } from '@/modules/media/entities/media-asset.entity';
import { CatalogueEntity, CatalogueRecord } from '@/modules/catalogue/shared/catalogue-record';
import { ThemePark } from '../theme-parks/theme-park.entity';
import { SpecialEventSession } from './special-event-session.entity';

/** A special event held at a park (not a notification: docs/behaviour.md#paths-and-versions). */
@CatalogueEntity('special_events')
@Check('ck_special_events_dates', '"end_date" >= "start_date"')
@Index('ix_special_events_dates', ['endDate', 'startDate'])
export class SpecialEvent extends CatalogueRecord {
  @Index()
  @Column({ type: 'uuid' })
  themeParkId!: string;

  @ManyToOne(() => ThemePark, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'theme_park_id' })
  themePark?: ThemePark;

  @Column({ type: 'date' })
  startDate!: string;

  @Column({ type: 'date' })
  endDate!: string;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  ticketPrice!: string | null;

  @Column({ type: 'char', length: 3, default: 'USD' })
  currency!: string;

  @Column({ type: 'text', nullable: true })
  heroImageUrl!: string | null;

  /** The main image from the media library (answered as `hero_image`, ready for srcset). */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  heroImageId!: string | null;

  @ManyToOne(() => MediaAsset, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'hero_image_id' })
  heroImage?: MediaAsset | null;

  @OneToMany(() => SpecialEventSession, (session) => session.specialEvent)
  sessions?: SpecialEventSession[];
}
