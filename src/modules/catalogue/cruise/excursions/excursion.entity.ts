import { Column, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CatalogueEntity, CatalogueRecord } from '@/modules/catalogue/shared/catalogue-record';
import { Attraction } from '@/modules/catalogue/parks/attractions/attraction.entity';
import { Port } from '../ports/port.entity';
import { ThemePark } from '@/modules/catalogue/parks/theme-parks/theme-park.entity';

export const EXCURSION_TYPES = ['shore', 'land'] as const;
export type ExcursionType = (typeof EXCURSION_TYPES)[number];

/** A shore excursion (from a port) or a land package (at a theme park or attraction). */
@CatalogueEntity('excursions')
@Index(['name', 'id'])
export class Excursion extends CatalogueRecord {
  @Index()
  @Column({ type: 'enum', enum: EXCURSION_TYPES, enumName: 'excursion_type' })
  excursionType!: ExcursionType;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  portId!: string | null;

  @ManyToOne(() => Port, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'port_id' })
  port?: Port | null;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  themeParkId!: string | null;

  @ManyToOne(() => ThemePark, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'theme_park_id' })
  themePark?: ThemePark | null;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  attractionId!: string | null;

  @ManyToOne(() => Attraction, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'attraction_id' })
  attraction?: Attraction | null;

  @Column({ type: 'int', nullable: true })
  durationMinutes!: number | null;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  priceFrom!: string | null;

  @Column({ type: 'char', length: 3, default: 'USD' })
  currency!: string;
}
