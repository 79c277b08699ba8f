import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Resort } from '../resorts/resort.entity';
import { Ship } from '../../cruise/ships/ship.entity';
import { ThemePark } from '../theme-parks/theme-park.entity';
import { OpeningHours } from '../opening-hours';

/** A restaurant, bar or counter. It belongs to exactly one place: a park, a ship or a resort. */
@Entity('dining_locations')
@Check('ck_dining_locations_one_place', 'num_nonnulls("theme_park_id", "ship_id", "resort_id") = 1')
@Index('ix_dining_locations_venue_type_lower', { synchronize: false })
@Index('ix_dining_locations_cuisine_type_lower', { synchronize: false })
export class DiningLocation {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Index('uq_dining_locations_slug', { unique: true })
  @Column({ type: 'varchar', length: 200 })
  slug!: string;

  @Column({ type: 'varchar', length: 100 })
  venueType!: string;

  @Column({ type: 'varchar', length: 100 })
  cuisineType!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  dressCode!: string | null;

  @Column({ type: 'varchar', length: 4, nullable: true })
  priceRange!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  openingHours!: OpeningHours | null;

  @Index('ix_dining_locations_reservation_required')
  @Column({ type: 'boolean', default: false })
  reservationRequired!: boolean;

  @Index('ix_dining_locations_theme_park_id')
  @Column({ type: 'uuid', nullable: true })
  themeParkId!: string | null;

  @ManyToOne(() => ThemePark, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'theme_park_id', foreignKeyConstraintName: 'fk_dining_locations_theme_park' })
  themePark?: ThemePark | null;

  @Index('ix_dining_locations_ship_id')
  @Column({ type: 'uuid', nullable: true })
  shipId!: string | null;

  @ManyToOne(() => Ship, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ship_id', foreignKeyConstraintName: 'fk_dining_locations_ship' })
  ship?: Ship | null;

  @Index('ix_dining_locations_resort_id')
  @Column({ type: 'uuid', nullable: true })
  resortId!: string | null;

  @ManyToOne(() => Resort, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'resort_id', foreignKeyConstraintName: 'fk_dining_locations_resort' })
  resort?: Resort | null;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'text', nullable: true })
  heroImageUrl!: string | null;

  @Index('ix_dining_locations_is_active')
  @Column({ type: 'boolean', default: true })
  isActive!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
