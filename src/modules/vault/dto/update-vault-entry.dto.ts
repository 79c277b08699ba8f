import { ApiHideProperty } from '@nestjs/swagger';
import { Equals, ValidateIf } from 'class-validator';
import { VaultDescription, VaultName } from './vault-fields';

/** Metadata only: the secret changes through POST /studio/vault/{id}/rotate. */
export class UpdateVaultEntryDto {
  @VaultName(200, 'STRIPE_SECRET_KEY', false)
  key_name?: string;

  @VaultName(200, 'stripe', false)
  service_name?: string;

  @VaultName(100, 'production', false)
  environment?: string;

  @VaultDescription()
  description?: string | null;

  /** Present only to answer a clear 400: a value in a PATCH body is refused. */
  @ApiHideProperty()
  @ValidateIf((object: object) => 'value' in object)
  @Equals(undefined, {
    message: 'cannot be changed with PATCH; use POST /studio/vault/{id}/rotate',
  })
  value?: never;
}
