import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { FindOptionsWhere, In, Not, QueryFailedError, Repository } from 'typeorm';
import { ConflictError, NotFoundError } from '@/common/errors';
import { CreateVaultEntryDto } from './dto/create-vault-entry.dto';
import { ListVaultEntriesQueryDto } from './dto/list-vault-entries-query.dto';
import { UpdateVaultEntryDto } from './dto/update-vault-entry.dto';
import { VaultEntry } from './entities/vault-entry.entity';
import { VaultKeyring } from './vault-keyring';
import { findByIdOr404, findPage } from '@/common/database';

const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError &&
  (error as QueryFailedError & { driverError?: { code?: string } }).driverError?.code === '23505';

/**
 * The credential vault. Values go in (create, rotate) and never come out through the API; other
 * modules that need a secret read it with {@link reveal}. Nothing here logs a value.
 */
@Injectable()
export class VaultService implements OnApplicationBootstrap {
  private readonly logger = new Logger(VaultService.name);

  constructor(
    @InjectRepository(VaultEntry) private readonly entries: Repository<VaultEntry>,
    private readonly keyring: VaultKeyring,
  ) {}

  /** Says so at start when entries are wrapped by a master key that is not configured. */
  async onApplicationBootstrap(): Promise<void> {
    const unreadable = await this.entries.countBy({
      masterKeyId: Not(In(this.keyring.knownKeyIds)),
    });
    if (unreadable > 0) {
      this.logger.warn(
        `${unreadable} vault entries are wrapped by a master key that is not configured; set VAULT_PREVIOUS_MASTER_KEYS to the old key and run npm run vault:rekey`,
      );
    }
  }

  async list(query: ListVaultEntriesQueryDto): Promise<[VaultEntry[], number]> {
    const where: FindOptionsWhere<VaultEntry> = {};
    if (query.service_name !== undefined) where.serviceName = query.service_name;
    if (query.environment !== undefined) where.environment = query.environment;
    return findPage(this.entries, query, where, {
      serviceName: 'ASC',
      keyName: 'ASC',
      environment: 'ASC',
      id: 'ASC',
    });
  }

  async get(id: string): Promise<VaultEntry> {
    return findByIdOr404(this.entries, 'Vault entry', id);
  }

  async create(input: CreateVaultEntryDto): Promise<VaultEntry> {
    const names = {
      keyName: input.key_name,
      serviceName: input.service_name,
      environment: input.environment,
    };
    if (await this.entries.existsBy(names)) throw this.duplicate(names);
    const id = randomUUID();
    const entry = this.entries.create({
      id,
      ...names,
      description: input.description ?? null,
      version: 1,
      rotatedAt: null,
      ...this.keyring.seal(id, input.value),
    });
    return this.saveUnique(entry);
  }

  async update(id: string, changes: UpdateVaultEntryDto): Promise<VaultEntry> {
    const entry = await this.get(id);
    const names = {
      keyName: changes.key_name ?? entry.keyName,
      serviceName: changes.service_name ?? entry.serviceName,
      environment: changes.environment ?? entry.environment,
    };
    if (await this.entries.existsBy({ ...names, id: Not(id) })) throw this.duplicate(names);
    this.entries.merge(entry, {
      ...names,
      ...(changes.description !== undefined && { description: changes.description }),
    });
    return this.saveUnique(entry);
  }

  /** A new value under a new data key and nonce; the old ciphertext is overwritten. */
  async rotate(id: string, newValue: string): Promise<VaultEntry> {
    return this.entries.manager.transaction(async (manager) => {
      const entry = await manager.findOne(VaultEntry, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!entry) throw new NotFoundError('Vault entry', id);
      manager.merge(VaultEntry, entry, {
        ...this.keyring.seal(id, newValue),
        version: entry.version + 1,
        rotatedAt: new Date(),
      });
      return manager.save(entry);
    });
  }

  async remove(id: string): Promise<void> {
    const { affected } = await this.entries.delete({ id });
    if (!affected) throw new NotFoundError('Vault entry', id);
  }

  /** The plaintext of an entry, for server-side use only; never put it in a response or a log. */
  async reveal(id: string): Promise<string> {
    const entry = await this.get(id);
    return this.keyring.open(entry.id, entry);
  }

  private async saveUnique(entry: VaultEntry): Promise<VaultEntry> {
    try {
      return await this.entries.save(entry);
    } catch (error) {
      if (isUniqueViolation(error)) throw this.duplicate(entry);
      throw error;
    }
  }

  private duplicate(names: Pick<VaultEntry, 'keyName' | 'serviceName' | 'environment'>) {
    return new ConflictError(
      `A vault entry '${names.keyName}' for service '${names.serviceName}' in environment '${names.environment}' already exists.`,
    );
  }
}
