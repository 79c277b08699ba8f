import { ApiProperty } from '@nestjs/swagger';
import { isoTimestamp } from '@/common/http/iso-date';
import { VaultEntry } from '../entities/vault-entry.entity';

/** A vault entry's metadata: never the value, its ciphertext or its keys. */
export class VaultEntryResponseDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'STRIPE_SECRET_KEY' })
  key_name!: string;

  @ApiProperty({ example: 'stripe' })
  service_name!: string;

  @ApiProperty({ example: 'production' })
  environment!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Live key for card payments' })
  description!: string | null;

  @ApiProperty({ type: 'integer', example: 1, description: 'Starts at 1; every rotation adds 1.' })
  version!: number;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ format: 'date-time' })
  updated_at!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  rotated_at!: string | null;

  static from(entry: VaultEntry): VaultEntryResponseDto {
    return {
      id: entry.id,
      key_name: entry.keyName,
      service_name: entry.serviceName,
      environment: entry.environment,
      description: entry.description,
      version: entry.version,
      created_at: isoTimestamp(entry.createdAt),
      updated_at: isoTimestamp(entry.updatedAt),
      rotated_at: isoTimestamp(entry.rotatedAt),
    };
  }
}
