import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { ThemePark } from '../theme-parks/theme-park.entity';

/** A hotel resort of a park destination. */
@Entity('resorts')
export class Resort {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Index('uq_resorts_slug', { unique: true })
  @Column({ type: 'varchar', length: 200 })
  slug!: string;

  @Index('ix_resorts_theme_park_id')
  @Column({ type: 'uuid' })
  themeParkId!: string;

  @ManyToOne(() => ThemePark, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'theme_park_id', foreignKeyConstraintName: 'fk_resorts_theme_park' })
  themePark?: ThemePark;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  amenities!: string[];

  @Column({ type: 'varchar', length: 50, nullable: true })
  priceTier!: string | null;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  nightlyPriceFrom!: string | null;

  @Column({ type: 'char', length: 3, default: 'USD' })
  currency!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  timezone!: string | null;

  @Column({ type: 'numeric', precision: 9, scale: 6, nullable: true })
  latitude!: string | null;

  @Column({ type: 'numeric', precision: 9, scale: 6, nullable: true })
  longitude!: string | null;

  @Column({ type: 'text', nullable: true })
  heroImageUrl!: string | null;

  @Index('ix_resorts_is_active')
  @Column({ type: 'boolean', default: true })
  isActive!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
