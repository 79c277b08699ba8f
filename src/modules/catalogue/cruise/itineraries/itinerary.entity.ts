import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { CruiseLine } from '../cruise-lines/cruise-line.entity';
import { Port } from '../ports/port.entity';
import { ItineraryStop } from './itinerary-stop.entity';

@Entity('itineraries')
@Index('ix_itineraries_name_id', ['name', 'id'])
export class Itinerary {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Index('uq_itineraries_slug', { unique: true })
  @Column({ type: 'varchar', length: 200 })
  slug!: string;

  @Index('ix_itineraries_cruise_line_id')
  @Column({ type: 'uuid' })
  cruiseLineId!: string;

  @ManyToOne(() => CruiseLine, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'cruise_line_id', foreignKeyConstraintName: 'fk_itineraries_cruise_line' })
  cruiseLine?: CruiseLine;

  @Index('ix_itineraries_embarkation_port_id')
  @Column({ type: 'uuid' })
  embarkationPortId!: string;

  @ManyToOne(() => Port, { onDelete: 'RESTRICT' })
  @JoinColumn({
    name: 'embarkation_port_id',
    foreignKeyConstraintName: 'fk_itineraries_embarkation_port',
  })
  embarkationPort?: Port;

  @Index('ix_itineraries_disembarkation_port_id')
  @Column({ type: 'uuid' })
  disembarkationPortId!: string;

  @ManyToOne(() => Port, { onDelete: 'RESTRICT' })
  @JoinColumn({
    name: 'disembarkation_port_id',
    foreignKeyConstraintName: 'fk_itineraries_disembarkation_port',
  })
  disembarkationPort?: Port;

  @Index('ix_itineraries_cruise_region')
  @Column({ type: 'varchar', length: 100 })
  cruiseRegion!: string;

  @Index('ix_itineraries_nights')
  @Column({ type: 'int' })
  nights!: number;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Index('ix_itineraries_is_active')
  @Column({ type: 'boolean', default: true })
  isActive!: boolean;

  @OneToMany(() => ItineraryStop, (stop) => stop.itinerary)
  stops?: ItineraryStop[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
