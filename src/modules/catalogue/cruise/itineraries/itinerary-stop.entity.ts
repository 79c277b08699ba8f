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
import { Port } from '../ports/port.entity';
import { Itinerary } from './itinerary.entity';

/** One day (or part of a day) of an itinerary: a port call, or a day at sea when port_id is null. */
@Entity('itinerary_stops')
@Index('ix_itinerary_stops_order', ['itineraryId', 'dayNumber', 'position'])
export class ItineraryStop {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  itineraryId!: string;

  @ManyToOne(() => Itinerary, (itinerary) => itinerary.stops, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'itinerary_id', foreignKeyConstraintName: 'fk_itinerary_stops_itinerary' })
  itinerary?: Itinerary;

  @Column({ type: 'int' })
  dayNumber!: number;

  @Column({ type: 'int' })
  position!: number;

  @Index('ix_itinerary_stops_port_id')
  @Column({ type: 'uuid', nullable: true })
  portId!: string | null;

  @ManyToOne(() => Port, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'port_id', foreignKeyConstraintName: 'fk_itinerary_stops_port' })
  port?: Port | null;

  @Column({ type: 'time', nullable: true })
  arrivalTime!: string | null;

  @Column({ type: 'time', nullable: true })
  departureTime!: string | null;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
