import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CatalogueRow } from '@/modules/catalogue/shared/catalogue-record';
import { Port } from '../ports/port.entity';
import { Itinerary } from './itinerary.entity';

/** One day (or part of a day) of an itinerary: a port call, or a day at sea when port_id is null. */
@Entity('itinerary_stops')
@Index('ix_itinerary_stops_order', ['itineraryId', 'dayNumber', 'position'])
export class ItineraryStop extends CatalogueRow {
  @Column({ type: 'uuid' })
  itineraryId!: string;

  @ManyToOne(() => Itinerary, (itinerary) => itinerary.stops, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'itinerary_id' })
  itinerary?: Itinerary;

  @Column({ type: 'int' })
  dayNumber!: number;

  @Column({ type: 'int' })
  position!: number;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  portId!: string | null;

  @ManyToOne(() => Port, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'port_id' })
  port?: Port | null;

  @Column({ type: 'time', nullable: true })
  arrivalTime!: string | null;

  @Column({ type: 'time', nullable: true })
  departureTime!: string | null;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;
}
