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
import { Attraction } from '../../parks/attractions/attraction.entity';
import { Port } from '../ports/port.entity';
import { ThemePark } from '../../parks/theme-parks/theme-park.entity';

export const EXCURSION_TYPES = ['shore', 'land'] as const;
export type ExcursionType = (typeof EXCURSION_TYPES)[number];

/** A shore excursion (from a port) or a land package (at a theme park or attraction). */
@Entity('excursions')
@Index('ix_excursions_name_id', ['name', 'id'])
export class Excursion {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Index('uq_excursions_slug', { unique: true })
  @Column({ type: 'varchar', length: 200 })
  slug!: string;

  @Index('ix_excursions_excursion_type')
  @Column({ type: 'enum', enum: EXCURSION_TYPES, enumName: 'excursion_type' })
  excursionType!: ExcursionType;

  @Index('ix_excursions_port_id')
  @Column({ type: 'uuid', nullable: true })
  portId!: string | null;

  @ManyToOne(() => Port, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'port_id', foreignKeyConstraintName: 'fk_excursions_port' })
  port?: Port | null;

  @Index('ix_excursions_theme_park_id')
  @Column({ type: 'uuid', nullable: true })
  themeParkId!: string | null;

  @ManyToOne(() => ThemePark, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'theme_park_id', foreignKeyConstraintName: 'fk_excursions_theme_park' })
  themePark?: ThemePark | null;

  @Index('ix_excursions_attraction_id')
  @Column({ type: 'uuid', nullable: true })
  attractionId!: string | null;

  @ManyToOne(() => Attraction, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'attraction_id', foreignKeyConstraintName: 'fk_excursions_attraction' })
  attraction?: Attraction | null;

  @Column({ type: 'int', nullable: true })
  durationMinutes!: number | null;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  priceFrom!: string | null;

  @Column({ type: 'char', length: 3, default: 'USD' })
  currency!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Index('ix_excursions_is_active')
  @Column({ type: 'boolean', default: true })
  isActive!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
