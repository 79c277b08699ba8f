import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A travel-planning enquiry from the public lead form (spec §4.4, decisions.md §8). */
@Entity('leads')
@Index('ix_leads_created_at', ['createdAt'])
@Index('ix_leads_dedupe_key_created_at', ['dedupeKey', 'createdAt'])
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

  /** A sailing of the catalogue; the foreign key arrives with the sailings table. */
  @Column({ type: 'uuid', nullable: true })
  sailingId!: string | null;

  /** A theme park of the catalogue; the foreign key arrives with the theme-parks table. */
  @Column({ type: 'uuid', nullable: true })
  themeParkId!: string | null;

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
