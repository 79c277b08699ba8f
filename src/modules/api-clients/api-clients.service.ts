import {
  Injectable,
  Logger,
  OnApplicationShutdown,
  OnModuleDestroy,
  OnModuleInit,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FindOptionsWhere, Repository } from 'typeorm';
import { NotFoundError, ValidationFailedError } from '@/common/errors';
import { AppConfig } from '@/config/app-config';
import { generateKey, originAllowed, originOf, parseKey, secretMatches } from './api-key';
import { InvalidApiKeyError, OriginNotAllowedError } from './api-key.errors';
import { ApiClientUsage } from './dto/api-client-response.dto';
import { CreateApiClientDto } from './dto/create-api-client.dto';
import { ListApiClientsQueryDto } from './dto/list-api-clients-query.dto';
import { UpdateApiClientDto } from './dto/update-api-client.dto';
import { ApiClient } from './entities/api-client.entity';
import { findByIdOr404, findPage } from '@/common/database';
import type { ApiClientIdentity } from '@/common/auth/api-client-identity';

/** How often the last-used times gathered in memory are written (one UPDATE for all clients). */
const LAST_USED_FLUSH_MS = 5000;

@Injectable()
export class ApiClientsService implements OnModuleInit, OnModuleDestroy, OnApplicationShutdown {
  private readonly logger = new Logger(ApiClientsService.name);
  private readonly lastUsed = new Map<string, Date>();
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectRepository(ApiClient) private readonly clients: Repository<ApiClient>,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flushLastUsed(), LAST_USED_FLUSH_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /**
   * After the HTTP server has closed (Nest runs this hook after disposing it; main.ts also
   * flushes right after draining), so the last requests' keys are in.
   */
  async onApplicationShutdown(): Promise<void> {
    await this.flushLastUsed();
  }

  async list(query: ListApiClientsQueryDto): Promise<[ApiClient[], number]> {
    const where: FindOptionsWhere<ApiClient> = {};
    if (query.is_active !== undefined) where.isActive = query.is_active;
    return findPage(this.clients, query, where, { name: 'ASC', id: 'ASC' });
  }

  async get(id: string): Promise<ApiClient> {
    return findByIdOr404(this.clients, 'API client', id);
  }

  async create(input: CreateApiClientDto): Promise<{ client: ApiClient; rawKey: string }> {
    const kind = input.kind ?? 'browser';
    const allowedDomains = unique(input.allowed_domains ?? []);
    assertKindFits(kind, allowedDomains);
    const key = generateKey();
    const client = await this.clients.save(
      this.clients.create({
        name: input.name,
        notes: input.notes ?? '',
        kind,
        allowedDomains,
        rateLimitPerMinute:
          input.rate_limit_per_minute ?? this.config.rateLimits.apiKeyDefaultPerMinute,
        publicId: key.publicId,
        keyPrefix: key.keyPrefix,
        secretHash: key.secretHash,
      }),
    );
    return { client, rawKey: key.rawKey };
  }

  async update(id: string, changes: UpdateApiClientDto): Promise<ApiClient> {
    const client = await this.get(id);
    this.clients.merge(client, {
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.notes !== undefined && { notes: changes.notes }),
      ...(changes.kind !== undefined && { kind: changes.kind }),
      ...(changes.allowed_domains !== undefined && {
        allowedDomains: unique(changes.allowed_domains),
      }),
      ...(changes.rate_limit_per_minute !== undefined && {
        rateLimitPerMinute: changes.rate_limit_per_minute,
      }),
    });
    assertKindFits(client.kind, client.allowedDomains);
    return this.clients.save(client);
  }

  /** Refuses the key from the next request on, on every instance (keys are checked in the database). */
  async revoke(id: string): Promise<ApiClient> {
    const client = await this.get(id);
    if (client.isActive) {
      client.isActive = false;
      client.revokedAt = new Date();
      await this.clients.save(client);
    }
    return client;
  }

  /** A new key: the old one is refused at once; a revoked client becomes active again. */
  async regenerate(id: string): Promise<{ client: ApiClient; rawKey: string }> {
    const client = await this.get(id);
    const key = generateKey();
    client.publicId = key.publicId;
    client.keyPrefix = key.keyPrefix;
    client.secretHash = key.secretHash;
    client.isActive = true;
    client.revokedAt = null;
    return { client: await this.clients.save(client), rawKey: key.rawKey };
  }

  async remove(id: string): Promise<void> {
    const result = await this.clients.delete({ id });
    if (!result.affected) throw new NotFoundError('API client', id);
  }

  /** Request counts per client from the daily rollup (lifetime, and the last 30 UTC days). */
  async usage(ids: string[]): Promise<Map<string, ApiClientUsage>> {
    const usage = new Map<string, ApiClientUsage>(
      ids.map((id) => [id, { requestsTotal: 0, requests30d: 0 }]),
    );
    if (ids.length === 0) return usage;
    const rows = await this.clients.query<{ client_id: string; total: string; recent: string }[]>(
      `SELECT client_id,
              sum(requests)::bigint AS total,
              coalesce(sum(requests) FILTER (WHERE day > (now() AT TIME ZONE 'UTC')::date - 30), 0)::bigint AS recent
         FROM api_request_daily
        WHERE client_id = ANY($1::uuid[])
        GROUP BY client_id`,
      [ids],
    );
    for (const row of rows) {
      usage.set(row.client_id, {
        requestsTotal: Number(row.total),
        requests30d: Number(row.recent),
      });
    }
    return usage;
  }

  /**
   * Checks a presented X-API-Key: well-formed, known, active, secret matching (constant time);
   * then for a server key that the request has no Origin (browsers send one on every cross-origin
   * request, so a key copied into a page is refused), for a browser key that its Origin (or
   * Referer) is in the allowlist when there is one. Every check reads the database, so a revoke or
   * regenerate applies at once on every instance.
   */
  async authenticate(
    rawKey: string,
    headers: { origin?: string; referer?: string },
  ): Promise<ApiClientIdentity> {
    const parsed = parseKey(rawKey.trim());
    if (!parsed) throw new InvalidApiKeyError();
    const client = await this.clients.findOne({
      where: { publicId: parsed.publicId },
      select: {
        id: true,
        name: true,
        secretHash: true,
        isActive: true,
        kind: true,
        allowedDomains: true,
        rateLimitPerMinute: true,
      },
    });
    if (!client || !secretMatches(parsed.secret, client.secretHash) || !client.isActive) {
      throw new InvalidApiKeyError();
    }
    if (client.kind === 'server') {
      if (headers.origin !== undefined) {
        throw new OriginNotAllowedError(
          'This is a server key: it is refused on requests from a browser (with an Origin header). Use a browser key, with an origin allowlist, in web pages.',
        );
      }
    } else if (client.allowedDomains.length > 0) {
      const origin = originOf(headers.origin) ?? originOf(headers.referer);
      if (!origin || !originAllowed(origin, client.allowedDomains)) {
        throw new OriginNotAllowedError(
          origin
            ? `The origin '${origin.label}' is not in this API key's allowlist.`
            : 'This API key only accepts requests with an Origin or Referer in its allowlist.',
        );
      }
    }
    this.lastUsed.set(client.id, new Date());
    return { id: client.id, name: client.name, rateLimitPerMinute: client.rateLimitPerMinute };
  }

  /** Writes the gathered last-used times in one statement; a failure keeps them for next time. */
  async flushLastUsed(): Promise<void> {
    if (this.lastUsed.size === 0) return;
    const entries = [...this.lastUsed.entries()];
    this.lastUsed.clear();
    try {
      await this.clients.query(
        `UPDATE api_clients c SET last_used_at = greatest(c.last_used_at, v.used_at)
           FROM unnest($1::uuid[], $2::timestamptz[]) AS v(id, used_at)
          WHERE c.id = v.id`,
        [entries.map(([id]) => id), entries.map(([, at]) => at.toISOString())],
      );
    } catch (error) {
      for (const [id, at] of entries) if (!this.lastUsed.has(id)) this.lastUsed.set(id, at);
      this.logger.warn(`Could not record API key last-used times: ${(error as Error).message}`);
    }
  }
}

/** A server key is used without an Origin, so an origin allowlist would never apply to it. */
function assertKindFits(kind: string, allowedDomains: readonly string[]): void {
  if (kind === 'server' && allowedDomains.length > 0)
    throw ValidationFailedError.field(
      'allowed_domains',
      'must be empty for a server key (a server key is refused from any browser origin)',
    );
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
