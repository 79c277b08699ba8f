import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ServiceUnavailableError } from '@/common/errors';
import { RateLimitStorage, RateLimitStorageState } from '../rate-limit/rate-limit.storage';

const READINESS_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  private stopping = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimits: RateLimitStorage,
  ) {}

  /** From now on readiness answers 503, so a load balancer stops sending new requests. */
  markStopping(): void {
    this.stopping = true;
  }

  get redisState(): RateLimitStorageState {
    return this.rateLimits.state;
  }

  async assertReady(): Promise<void> {
    if (this.stopping) throw new ServiceUnavailableError('The instance is shutting down.');
    await this.assertDatabaseReachable();
  }

  async assertDatabaseReachable(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('readiness probe timed out')),
        READINESS_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([this.dataSource.query('SELECT 1'), timeout]);
    } catch {
      throw new ServiceUnavailableError('The database is not reachable.');
    } finally {
      clearTimeout(timer);
    }
  }
}
