import { PaginationQueryDto } from '@/common/pagination';
import { VaultName } from './vault-fields';

export class ListVaultEntriesQueryDto extends PaginationQueryDto {
  @VaultName(200, 'stripe', false, 'Only entries of this service (exact match).')
  service_name?: string;

  @VaultName(100, 'production', false, 'Only entries of this environment (exact match).')
  environment?: string;
}
