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
@Index('ix_sailings_departure_date_id', ['departureDate', 'id'])
export class Sailing {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('ix_sailings_ship_id')
  @Column({ type: 'uuid' })
  shipId!: string;

  @ManyToOne(() => Ship, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ship_id', foreignKeyConstraintName: 'fk_sailings_ship' })
  ship?: Ship;

  @Index('ix_sailings_itinerary_id')
  @Column({ type: 'uuid' })
  itineraryId!: string;

  @ManyToOne(() => Itinerary, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'itinerary_id', foreignKeyConstraintName: 'fk_sailings_itinerary' })
  itinerary?: Itinerary;

  @Column({ type: 'date' })
  departureDate!: string;

  @Column({ type: 'date' })
  returnDate!: string;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  priceFrom!: string | null;

  @Column({ type: 'char', length: 3, default: 'USD' })
  currency!: string;

  @Index('ix_sailings_status')
  @Column({ type: 'enum', enum: SAILING_STATUSES, enumName: 'sailing_status', default: 'on_sale' })
  status!: SailingStatus;

  @Index('ix_sailings_is_active')
  @Column({ type: 'boolean', default: true })
  isActive!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
