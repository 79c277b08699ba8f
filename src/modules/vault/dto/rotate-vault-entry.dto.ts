import { SecretValue } from './vault-fields';

export class RotateVaultEntryDto {
  @SecretValue('The new secret; replaces the old one, which is gone for good.')
  new_value!: string;
}
