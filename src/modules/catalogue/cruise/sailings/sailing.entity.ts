import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CatalogueRow } from '@/modules/catalogue/shared/catalogue-record';
import { Itinerary } from '../itineraries/itinerary.entity';
import { Ship } from '../ships/ship.entity';

export const SAILING_STATUSES = [
  'scheduled',
  'on_sale',
  'sold_out',
  'cancelled',
  'completed',
] as const;
export type SailingStatus = (typeof SAILING_STATUSES)[number];

@Entity('sailings')
@Check('ck_sailings_dates', '"return_date" >= "departure_date"')
@Index(['departureDate', 'id'])
export class Sailing extends CatalogueRow {
  @Index()
  @Column({ type: 'uuid' })
  shipId!: string;

  @ManyToOne(() => Ship, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ship_id' })
  ship?: Ship;

  @Index()
  @Column({ type: 'uuid' })
  itineraryId!: string;

  @ManyToOne(() => Itinerary, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'itinerary_id' })
  itinerary?: Itinerary;

  @Column({ type: 'date' })
  departureDate!: string;

  @Column({ type: 'date' })
  returnDate!: string;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  priceFrom!: string | null;

  @Column({ type: 'char', length: 3, default: 'USD' })
  currency!: string;

  @Index()
  @Column({ type: 'enum', enum: SAILING_STATUSES, enumName: 'sailing_status', default: 'on_sale' })
  status!: SailingStatus;

  @Index()
  @Column({ type: 'boolean', default: true })
  isActive!: boolean;
}
