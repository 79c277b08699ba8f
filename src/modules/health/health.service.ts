import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ServiceUnavailableError } from '../../common/errors';

const READINESS_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  constructor(private readonly dataSource: DataSource) {}

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
