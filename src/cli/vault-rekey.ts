import 'reflect-metadata';
import { VaultKeyring } from '../modules/vault/vault-keyring';
import { countNotCurrent, rekeyVault } from '../modules/vault/vault-rekey';
import {
  countWebhookSecretsNotCurrent,
  rekeyWebhookSecrets,
} from '../modules/webhooks/webhook-secrets-rekey';
import {
  countTotpSecretsNotCurrent,
  rekeyTotpSecrets,
} from '../modules/auth/two-factor/two-factor-secret';
import {
  countOidcRefreshTokensNotCurrent,
  rekeyOidcRefreshTokens,
} from '../modules/auth/oidc/oidc-refresh-token';
import { cliConfig, runCli, withDataSource } from './cli-context';

/**
 * `npm run vault:rekey`: re-wraps every vault data key, and those of the webhook signing secrets
 * the studio users' TOTP secrets and the identity provider's refresh tokens (sealed with the same keyring), under VAULT_MASTER_KEY, unwrapping with
 * VAULT_PREVIOUS_MASTER_KEYS where needed. Prints counts and key ids only, never a key or a value.
 */
runCli(async () => {
  const config = cliConfig();
  const keyring = new VaultKeyring(config.vault.masterKey, config.vault.previousMasterKeys);
  return withDataSource(async (dataSource) => {
    const report = await rekeyVault(dataSource, keyring);
    const remaining = await countNotCurrent(dataSource, keyring);
    console.log(
      `Re-wrapped ${report.rewrapped} vault entries under master key ${keyring.currentKeyId}; ${remaining} not under it.`,
    );
    const webhooks = await rekeyWebhookSecrets(dataSource, keyring);
    const webhooksRemaining = await countWebhookSecretsNotCurrent(dataSource, keyring);
    console.log(
      `Re-wrapped ${webhooks.rewrapped} webhook signing secrets under master key ${keyring.currentKeyId}; ${webhooksRemaining} not under it.`,
    );
    const totp = await rekeyTotpSecrets(dataSource, keyring);
    const totpRemaining = await countTotpSecretsNotCurrent(dataSource, keyring);
    console.log(
      `Re-wrapped ${totp.rewrapped} TOTP secrets under master key ${keyring.currentKeyId}; ${totpRemaining} not under it.`,
    );
    const sso = await rekeyOidcRefreshTokens(dataSource, keyring);
    const ssoRemaining = await countOidcRefreshTokensNotCurrent(dataSource, keyring);
    console.log(
      `Re-wrapped ${sso.rewrapped} identity provider refresh tokens under master key ${keyring.currentKeyId}; ${ssoRemaining} not under it.`,
    );
    const failed = [...report.failed, ...webhooks.failed, ...totp.failed, ...sso.failed];
    for (const failure of failed) console.error(`Not re-keyed: ${failure.reason}`);
    const incomplete =
      failed.length > 0 || remaining + webhooksRemaining + totpRemaining + ssoRemaining > 0;
    return incomplete ? 1 : 0;
  }, config);
});
