import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CatalogueRow } from '@/modules/catalogue/shared/catalogue-record';
import { Ship } from './ship.entity';

@Entity('dry_docks')
@Check('ck_dry_docks_dates', '"end_date" >= "start_date"')
@Index(['shipId', 'startDate'])
export class DryDock extends CatalogueRow {
  @Column({ type: 'uuid' })
  shipId!: string;

  @ManyToOne(() => Ship, (ship) => ship.dryDocks, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ship_id' })
  ship?: Ship;

  @Column({ type: 'date' })
  startDate!: string;

  @Column({ type: 'date' })
  endDate!: string;

  @Column({ type: 'varchar', length: 200 })
  shipyard!: string;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;
}
