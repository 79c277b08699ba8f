import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Sailing } from '@/modules/catalogue/cruise/sailings/sailing.entity';
import { ThemePark } from '@/modules/catalogue/parks/theme-parks/theme-park.entity';

/** A travel-planning enquiry from the public lead form (docs/behaviour.md#leads). */
@Entity('leads')
@Index(['createdAt'])
@Index(['dedupeKey', 'createdAt'])
export class Lead {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 50, array: true })
  tripInterests!: string[];

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone!: string | null;

  @Column({ type: 'text', nullable: true })
  message!: string | null;

  @Column({ type: 'date', nullable: true })
  travelStart!: string | null;

  @Column({ type: 'date', nullable: true })
  travelEnd!: string | null;

  @Column({ type: 'smallint', nullable: true })
  partySize!: number | null;

  @Column({ type: 'boolean', default: false })
  consentGiven!: boolean;

  /** Server time at which consent was given; null without consent. */
  @Column({ type: 'timestamptz', nullable: true })
  consentAt!: Date | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  utmSource!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  utmMedium!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  utmCampaign!: string | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  referrer!: string | null;

  /** The sailing the enquiry is about; kept (as null) when the sailing is deleted. */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  sailingId!: string | null;

  @ManyToOne(() => Sailing, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'sailing_id' })
  sailing?: Sailing | null;

  /** The theme park the enquiry is about; kept (as null) when the park is deleted. */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  themeParkId!: string | null;

  @ManyToOne(() => ThemePark, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'theme_park_id' })
  themePark?: ThemePark | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  userAgent!: string | null;

  /** SHA-256 of the e-mail and the sorted, lower-cased interests: finds 24-hour duplicates. */
  @Column({ type: 'char', length: 64 })
  dedupeKey!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
