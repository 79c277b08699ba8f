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
import { Ship } from './ship.entity';

@Entity('dry_docks')
@Check('ck_dry_docks_dates', '"end_date" >= "start_date"')
@Index('ix_dry_docks_ship_id_start_date', ['shipId', 'startDate'])
export class DryDock {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  shipId!: string;

  @ManyToOne(() => Ship, (ship) => ship.dryDocks, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ship_id', foreignKeyConstraintName: 'fk_dry_docks_ship' })
  ship?: Ship;

  @Column({ type: 'date' })
  startDate!: string;

  @Column({ type: 'date' })
  endDate!: string;

  @Column({ type: 'varchar', length: 200 })
  shipyard!: string;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
