import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { SealedColumns } from './sealed-columns';

/** A secret of the credential vault. The value exists only as ciphertext (see VaultKeyring). */
@Entity('vault_entries')
@Index('uq_vault_entries_key_service_environment', ['keyName', 'serviceName', 'environment'], {
  unique: true,
})
export class VaultEntry extends SealedColumns {
  /** Chosen by the service before encrypting: it is the additional authenticated data. */
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  keyName!: string;

  @Column({ type: 'varchar', length: 200 })
  serviceName!: string;

  @Column({ type: 'varchar', length: 100 })
  environment!: string;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  description!: string | null;

  @Column({ type: 'integer', default: 1 })
  version!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  rotatedAt!: Date | null;
}
