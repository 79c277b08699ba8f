import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '@/common/clock/clock';
import { InvalidPreviewTokenError, NotFoundError, ValidationFailedError } from '@/common/errors';
import { Paginated, paginated, PaginationQueryDto } from '@/common/pagination';
import { AppConfig } from '@/config/app-config';
import { draftableAt, draftableNamed } from '../drafts/draftable-resources';
import {
  CreatePreviewTokenDto,
  IssuedPreviewTokenDto,
  PREVIEW_TTL,
  PreviewTokenDto,
} from './dto/preview-token.dto';
import { PreviewScope, PreviewScopeName, ScopeColumns, scopeOf } from './preview-scope';
import { hashPreviewToken, PreviewTokenSigner } from './preview-token';

interface TokenRow extends ScopeColumns {
  id: string;
  token_hash: string;
  expires_at: Date;
  revoked_at: Date | null;
  created_by: string | null;
  created_at: Date;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Preview tokens (docs/behaviour.md#previews): issued by the studio for one scope and a bounded
 * time, listed and revoked there, checked on every preview read. A token is a signed JWT
 * (PreviewTokenSigner) naming its row; the row keeps the scope, the expiry, the revocation and a
 * hash of the token, never the token, so a revocation holds on every instance at once.
 */
@Injectable()
export class PreviewTokensService {
  private readonly signer: PreviewTokenSigner;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    config: AppConfig,
  ) {
    this.signer = new PreviewTokenSigner(config.jwt.secret);
  }

  async issue(body: CreatePreviewTokenDto, actorId: string): Promise<IssuedPreviewTokenDto> {
    const columns = await this.checkedScope(body);
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + (body.ttl_seconds ?? PREVIEW_TTL.default) * 1000);
    return this.dataSource.transaction(async (manager) => {
      const [{ id }] = await manager.query<Array<{ id: string }>>(
        'SELECT gen_random_uuid()::text AS id',
      );
      const token = this.signer.sign(id, now, expiresAt);
      const [row] = await manager.query<TokenRow[]>(
        `INSERT INTO preview_tokens (id, scope, resource, record_id, draft_id, release_id, token_hash, expires_at, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
        [
          id,
          columns.scope,
          columns.resource,
          columns.record_id,
          columns.draft_id,
          columns.release_id,
          hashPreviewToken(token),
          expiresAt,
          actorId,
          now,
        ],
      );
      return { ...this.toResponse(row, now), token };
    });
  }

  async list(query: PaginationQueryDto): Promise<Paginated<PreviewTokenDto>> {
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<TokenRow[]>(
        'SELECT * FROM preview_tokens ORDER BY created_at DESC, id LIMIT $1 OFFSET $2',
        [query.limit, query.skip],
      ),
      this.dataSource.query<Array<{ total: number }>>(
        'SELECT count(*)::int AS total FROM preview_tokens',
      ),
    ]);
    const now = this.clock.now();
    return paginated(
      rows.map((row) => this.toResponse(row, now)),
      total,
      query,
    );
  }

  /** Revokes the token (already revoked: unchanged); 404 when there is none. */
  async revoke(id: string): Promise<void> {
    const [rows] = await this.dataSource.query<[TokenRow[], number]>(
      `UPDATE preview_tokens SET revoked_at = coalesce(revoked_at, $2) WHERE id = $1 RETURNING id`,
      [id, this.clock.now()],
    );
    if (rows.length === 0) throw new NotFoundError('Preview token', id);
  }

  /**
   * The scope of a token a public read sent: 401 INVALID_PREVIEW_TOKEN unless it is one this
   * service signed, unexpired, with its row present, unrevoked and holding its hash.
   */
  async scopeOfToken(token: string): Promise<PreviewScope> {
    const now = this.clock.now();
    const id = this.signer.verify(token, now);
    if (!id) throw new InvalidPreviewTokenError();
    const [row] = await this.dataSource.query<TokenRow[]>(
      `SELECT * FROM preview_tokens
        WHERE id = $1 AND token_hash = $2 AND revoked_at IS NULL AND expires_at > $3`,
      [id, hashPreviewToken(token), now],
    );
    if (!row) throw new InvalidPreviewTokenError();
    return scopeOf(row);
  }

  /** The scope columns of a request, checked: 400 for a combination that names nothing, 404 for a record or draft that does not exist. */
  private async checkedScope(body: CreatePreviewTokenDto): Promise<ScopeColumns> {
    const scope: PreviewScopeName = body.scope;
    const none = { resource: null, record_id: null, draft_id: null, release_id: null };
    const forbidden = (fields: ReadonlyArray<keyof CreatePreviewTokenDto>, why: string) => {
      const extra = fields.find((f) => body[f] !== undefined);
      if (extra) throw ValidationFailedError.field(extra, why);
    };
    switch (scope) {
      case 'drafts':
        forbidden(
          ['resource', 'record_id', 'draft_id', 'release_id'],
          'must not be set with scope drafts',
        );
        return { scope, ...none };
      case 'release': {
        forbidden(['resource', 'record_id', 'draft_id'], 'must not be set with scope release');
        if (body.release_id === undefined)
          throw ValidationFailedError.field('release_id', 'must be set with scope release');
        const [found] = await this.dataSource.query<unknown[]>(
          'SELECT 1 FROM catalogue_releases WHERE id = $1',
          [body.release_id],
        );
        if (!found) throw new NotFoundError('Release', body.release_id);
        return { scope, ...none, release_id: body.release_id };
      }
      case 'record': {
        forbidden(['release_id'], 'must not be set with scope record');
        if (body.draft_id !== undefined) {
          forbidden(['resource', 'record_id'], 'must not be set together with draft_id');
          const [found] = await this.dataSource.query<unknown[]>(
            'SELECT 1 FROM catalogue_drafts WHERE id = $1',
            [body.draft_id],
          );
          if (!found) throw new NotFoundError('Draft', body.draft_id);
          return { scope, ...none, draft_id: body.draft_id };
        }
        if (body.record_id === undefined)
          throw ValidationFailedError.field(
            'record_id',
            'scope record needs record_id (with resource) or draft_id',
          );
        if (body.resource === undefined)
          throw ValidationFailedError.field('resource', 'must be set with record_id');
        const d = draftableAt(body.resource)!;
        const [found] = await this.dataSource.query<unknown[]>(
          `SELECT 1 FROM ${ident(d.resource.table)} WHERE id = $1`,
          [body.record_id],
        );
        if (!found) throw new NotFoundError(d.resource.label, body.record_id);
        return { scope, ...none, resource: d.resource.name, record_id: body.record_id };
      }
    }
  }

  private toResponse(row: TokenRow, now: Date): PreviewTokenDto {
    return {
      id: row.id,
      scope: row.scope,
      resource: row.resource ? (draftableNamed(row.resource)?.path ?? row.resource) : null,
      record_id: row.record_id,
      draft_id: row.draft_id,
      release_id: row.release_id,
      expires_at: row.expires_at.toISOString(),
      revoked_at: row.revoked_at?.toISOString() ?? null,
      status: row.revoked_at ? 'revoked' : row.expires_at <= now ? 'expired' : 'active',
      created_by: row.created_by,
      created_at: row.created_at.toISOString(),
    };
  }
}
