import { SecretValue, VaultDescription, VaultName } from './vault-fields';

export class CreateVaultEntryDto {
  @VaultName(200, 'STRIPE_SECRET_KEY')
  key_name!: string;

  @VaultName(200, 'stripe')
  service_name!: string;

  @VaultName(100, 'production')
  environment!: string;

  @SecretValue('The secret. Stored encrypted; no response ever returns it.')
  value!: string;

  @VaultDescription()
  description?: string | null;
}
