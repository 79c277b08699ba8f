import { Injectable, Logger } from '@nestjs/common';
import * as client from 'openid-client';
import { AppError, NotFoundError } from '@/common/errors';
import { AppConfig, OidcConfig } from '@/config/app-config';
import { oidcFailure } from './oidc-errors';

/** Seconds the studio waits for each request to the provider. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** The configured identity provider, as openid-client talks to it (sign-ins and refreshes). */
@Injectable()
export class OidcClient {
  private readonly logger = new Logger(OidcClient.name);

  constructor(private readonly config: AppConfig) {}

  /** The SSO settings; 404 when single sign-on is not configured. */
  settings(): OidcConfig {
    if (!this.config.oidc)
      throw new NotFoundError('Single sign-on is not configured on this service; it');
    return this.config.oidc;
  }

  /**
   * The provider's configuration from its discovery document, fetched for each sign-in step and
   * refresh (they are rare, and a provider's keys and endpoints are then never stale).
   */
  async discover(oidc: OidcConfig): Promise<client.Configuration> {
    try {
      return await client.discovery(
        new URL(oidc.issuerUrl),
        oidc.clientId,
        {
          client_secret: oidc.clientSecret,
          [client.clockTolerance]: oidc.clockToleranceSeconds,
        },
        client.ClientSecretPost(oidc.clientSecret),
        {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          // ID token signatures are verified against the provider's JWKS too (the library
          // would otherwise rely on TLS to the token endpoint, as OIDC Core allows).
          execute: [
            client.enableNonRepudiationChecks,
            ...(oidc.allowHttp ? [client.allowInsecureRequests] : []),
          ],
        },
      );
    } catch (error) {
      throw this.failure(error);
    }
  }

  /** The problem for an openid-client failure (see oidcFailure); the provider being down is logged. */
  failure(error: unknown): AppError {
    const failure = oidcFailure(error);
    if (failure.status >= 500) this.logFault(error);
    return failure;
  }

  /** The error's class and code only: causes may hold the provider's answer. */
  logFault(error: unknown): void {
    this.logger.warn(
      {
        error: error instanceof Error ? error.name : typeof error,
        code: (error as { code?: unknown })?.code,
      },
      'The identity provider could not be reached or answered an error',
    );
  }
}
