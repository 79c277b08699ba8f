import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { EntityManager, FindOptionsWhere, In, LessThanOrEqual, Repository } from 'typeorm';
import { NotFoundError, ValidationFailedError } from '@/common/errors';
import { AppConfig } from '@/config/app-config';
import { VaultKeyring } from '../vault/vault-keyring';
import { generateSigningSecret } from './delivery/signature';
import { parseWebhookUrl, RefusedTargetError, resolveTarget } from './delivery/target-policy';
import { CreateWebhookEndpointDto } from './dto/create-webhook-endpoint.dto';
import { ListWebhookEndpointsQueryDto } from './dto/list-webhook-endpoints-query.dto';
import { DEFAULT_SECRET_OVERLAP_SECONDS } from './dto/rotate-webhook-secret.dto';
import { UpdateWebhookEndpointDto } from './dto/update-webhook-endpoint.dto';
import { WebhookEndpointSecret } from './entities/webhook-endpoint-secret.entity';
import { WebhookEndpoint } from './entities/webhook-endpoint.entity';
import { sealSigningSecret } from './webhook-secrets';
import { findByIdOr404, findPage } from '@/common/database';

/** How long creation waits for DNS before leaving the check to the first delivery. */
const CREATION_LOOKUP_TIMEOUT_MS = 3000;
const MAX_URL_LENGTH = 2048;

export interface EndpointWithSecret {
  endpoint: WebhookEndpoint;
  /** The plaintext, for the one answer that shows it. */
  secret: string;
  previousSecretExpiresAt: Date | null;
}

/**
 * Webhook endpoints and their signing secrets. A secret leaves this service only as the return
 * value of create and rotate, for the answer that shows it once; it is stored sealed.
 */
@Injectable()
export class WebhookEndpointsService {
  constructor(
    @InjectRepository(WebhookEndpoint) private readonly endpoints: Repository<WebhookEndpoint>,
    @InjectRepository(WebhookEndpointSecret)
    private readonly secrets: Repository<WebhookEndpointSecret>,
    private readonly keyring: VaultKeyring,
    private readonly config: AppConfig,
  ) {}

  async list(query: ListWebhookEndpointsQueryDto): Promise<[WebhookEndpoint[], number]> {
    const where: FindOptionsWhere<WebhookEndpoint> = {};
    if (query.is_active !== undefined) where.isActive = query.is_active;
    return findPage(this.endpoints, query, where, { createdAt: 'ASC', id: 'ASC' });
  }

  async get(id: string): Promise<WebhookEndpoint> {
    return findByIdOr404(this.endpoints, 'Webhook endpoint', id);
  }

  async create(input: CreateWebhookEndpointDto): Promise<EndpointWithSecret> {
    const url = await this.checkedUrl(input.url);
    const secret = generateSigningSecret();
    const endpoint = await this.endpoints.manager.transaction(async (manager) => {
      const created = await manager.save(
        manager.create(WebhookEndpoint, {
          id: randomUUID(),
          url,
          events: input.events,
          description: input.description ?? '',
          isActive: input.is_active ?? true,
          disabledAt: null,
          disabledReason: null,
          failingSince: null,
          secretRotatedAt: null,
        }),
      );
      await this.storeSecret(manager, created.id, secret);
      return created;
    });
    return { endpoint, secret, previousSecretExpiresAt: null };
  }

  async update(id: string, changes: UpdateWebhookEndpointDto): Promise<WebhookEndpoint> {
    const endpoint = await this.get(id);
    if (given(changes.url)) endpoint.url = await this.checkedUrl(changes.url);
    if (given(changes.events)) endpoint.events = changes.events;
    if (changes.description !== undefined) endpoint.description = changes.description ?? '';
    if (given(changes.is_active)) {
      if (changes.is_active && !endpoint.isActive) {
        // Re-enabled: a fresh start, whatever disabled it.
        endpoint.disabledAt = null;
        endpoint.disabledReason = null;
        endpoint.failingSince = null;
      }
      endpoint.isActive = changes.is_active;
    }
    return this.endpoints.save(endpoint);
  }

  async remove(id: string): Promise<void> {
    const { affected } = await this.endpoints.delete({ id });
    if (!affected) throw new NotFoundError('Webhook endpoint', id);
  }

  /**
   * A new current secret. The secrets in use so far stay valid for `overlapSeconds` more (never
   * longer than they already had), so deliveries carry both signatures meanwhile.
   */
  async rotateSecret(id: string, overlapSeconds?: number): Promise<EndpointWithSecret> {
    const overlap = overlapSeconds ?? DEFAULT_SECRET_OVERLAP_SECONDS;
    const secret = generateSigningSecret();
    const endpoint = await this.endpoints.manager.transaction(async (manager) => {
      const locked = await manager.findOne(WebhookEndpoint, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!locked) throw new NotFoundError('Webhook endpoint', id);
      await manager.query(
        `UPDATE webhook_endpoint_secrets
            SET expires_at = LEAST(COALESCE(expires_at, 'infinity'), now() + $2 * interval '1 second')
          WHERE endpoint_id = $1 AND (expires_at IS NULL OR expires_at > now())`,
        [id, overlap],
      );
      await manager.delete(WebhookEndpointSecret, {
        endpointId: id,
        expiresAt: LessThanOrEqual(new Date()),
      });
      await this.storeSecret(manager, id, secret);
      locked.secretRotatedAt = new Date();
      return manager.save(locked);
    });
    const expiries = await this.previousSecretExpiries([id]);
    return { endpoint, secret, previousSecretExpiresAt: expiries.get(id) ?? null };
  }

  /** Per endpoint: when its rotated-out secret stops signing, for those in an overlap. */
  async previousSecretExpiries(endpointIds: string[]): Promise<Map<string, Date>> {
    if (endpointIds.length === 0) return new Map();
    const rows = await this.secrets
      .createQueryBuilder('s')
      .select('s.endpoint_id', 'endpoint_id')
      .addSelect('max(s.expires_at)', 'expires_at')
      .where({ endpointId: In(endpointIds) })
      .andWhere('s.expires_at > now()')
      .groupBy('s.endpoint_id')
      .getRawMany<{ endpoint_id: string; expires_at: Date }>();
    return new Map(rows.map((row) => [row.endpoint_id, row.expires_at]));
  }

  private async storeSecret(manager: EntityManager, endpointId: string, secret: string) {
    const id = randomUUID();
    await manager.insert(WebhookEndpointSecret, {
      id,
      endpointId,
      expiresAt: null,
      ...sealSigningSecret(this.keyring, id, secret),
    });
  }

  /**
   * The URL as it will be stored (normalised by the URL parser, so `http://2130706433/` is seen as
   * `http://127.0.0.1/`), after the address policy. A host name that does not resolve yet is
   * accepted: every delivery resolves and checks it again, which is the check that protects.
   */
  private async checkedUrl(raw: string): Promise<string> {
    try {
      const url = parseWebhookUrl(raw);
      await withTimeout(
        resolveTarget(url, this.config.webhooks.allowPrivate),
        CREATION_LOOKUP_TIMEOUT_MS,
      ).catch((error: unknown) => {
        if (error instanceof RefusedTargetError) throw error;
      });
      if (url.href.length > MAX_URL_LENGTH)
        throw new RefusedTargetError(`must be at most ${MAX_URL_LENGTH} characters once encoded`);
      return url.href;
    } catch (error) {
      if (error instanceof RefusedTargetError)
        throw ValidationFailedError.field('url', error.message);
      throw error;
    }
  }
}

/** PATCH fields that are absent or null leave the value as it is. */
const given = <T>(value: T | null | undefined): value is T => value !== undefined && value !== null;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
