import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

export const PORT_TYPES = ['homeport', 'port_of_call', 'private_island'] as const;
export type PortType = (typeof PORT_TYPES)[number];

@Entity('ports')
@Index('ix_ports_name_id', ['name', 'id'])
export class Port {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Index('uq_ports_slug', { unique: true })
  @Column({ type: 'varchar', length: 200 })
  slug!: string;

  @Column({ type: 'varchar', length: 100 })
  country!: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  city!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  stateProvince!: string | null;

  @Index('ix_ports_region')
  @Column({ type: 'varchar', length: 100, nullable: true })
  region!: string | null;

  @Column({ type: 'numeric', precision: 9, scale: 6, nullable: true })
  latitude!: string | null;

  @Column({ type: 'numeric', precision: 9, scale: 6, nullable: true })
  longitude!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  timezone!: string | null;

  @Index('ix_ports_port_type')
  @Column({ type: 'enum', enum: PORT_TYPES, enumName: 'port_type', nullable: true })
  portType!: PortType | null;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'text', nullable: true })
  heroImageUrl!: string | null;

  @Index('ix_ports_is_active')
  @Column({ type: 'boolean', default: true })
  isActive!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
