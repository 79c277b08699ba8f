import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { ThemePark } from '../theme-parks/theme-park.entity';
import { SpecialEventSession } from './special-event-session.entity';

/** A special event held at a park (not a notification: docs/behaviour.md#paths-and-versions). */
@Entity('special_events')
@Check('ck_special_events_dates', '"end_date" >= "start_date"')
@Index('ix_special_events_dates', ['endDate', 'startDate'])
export class SpecialEvent {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Index('uq_special_events_slug', { unique: true })
  @Column({ type: 'varchar', length: 200 })
  slug!: string;

  @Index('ix_special_events_theme_park_id')
  @Column({ type: 'uuid' })
  themeParkId!: string;

  @ManyToOne(() => ThemePark, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'theme_park_id', foreignKeyConstraintName: 'fk_special_events_theme_park' })
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
  description!: string | null;

  @Column({ type: 'text', nullable: true })
  heroImageUrl!: string | null;

  @Index('ix_special_events_is_active')
  @Column({ type: 'boolean', default: true })
  isActive!: boolean;

  @OneToMany(() => SpecialEventSession, (session) => session.specialEvent)
  sessions?: SpecialEventSession[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
