import { Column, Index, JoinColumn, ManyToOne, OneToMany } from 'typeorm';
import { CatalogueEntity, CatalogueRecord } from '@/modules/catalogue/shared/catalogue-record';
import { CruiseLine } from '../cruise-lines/cruise-line.entity';
import { Port } from '../ports/port.entity';
import { ItineraryStop } from './itinerary-stop.entity';

@CatalogueEntity('itineraries')
@Index(['name', 'id'])
export class Itinerary extends CatalogueRecord {
  @Index()
  @Column({ type: 'uuid' })
  cruiseLineId!: string;

  @ManyToOne(() => CruiseLine, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'cruise_line_id' })
  cruiseLine?: CruiseLine;

  @Index()
  @Column({ type: 'uuid' })
  embarkationPortId!: string;

  @ManyToOne(() => Port, { onDelete: 'RESTRICT' })
  @JoinColumn({
    name: 'embarkation_port_id',
  })
  embarkationPort?: Port;

  @Index()
  @Column({ type: 'uuid' })
  disembarkationPortId!: string;

  @ManyToOne(() => Port, { onDelete: 'RESTRICT' })
  @JoinColumn({
    name: 'disembarkation_port_id',
  })
  disembarkationPort?: Port;

  @Index()
  @Column({ type: 'varchar', length: 100 })
  cruiseRegion!: string;

  @Index()
  @Column({ type: 'int' })
  nights!: number;

  @OneToMany(() => ItineraryStop, (stop) => stop.itinerary)
  stops?: ItineraryStop[];
}
