import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

export const GUIDE_STATUSES = ['draft', 'published'] as const;
export type GuideStatus = (typeof GUIDE_STATUSES)[number];

/** A travel guide in markdown. Public when published and published_at has passed. */
@Entity('guides')
@Index('ix_guides_status_published_at', ['status', 'publishedAt'])
export class Guide {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 300 })
  title!: string;

  @Index('uq_guides_slug', { unique: true })
  @Column({ type: 'varchar', length: 200 })
  slug!: string;

  @Column({ type: 'text', nullable: true })
  summary!: string | null;

  @Column({ type: 'text', default: '' })
  body!: string;

  @Column({ type: 'enum', enum: GUIDE_STATUSES, enumName: 'guide_status', default: 'draft' })
  status!: GuideStatus;

  @Column({ type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  author!: string | null;

  @Column({ type: 'text', nullable: true })
  heroImageUrl!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
