import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { RateLimitedError } from '../../common/errors';
import { AppConfig } from '../../config/app-config';
import { LoginFailure } from './entities/login-failure.entity';

/**
 * Failed logins are counted per IP and per e-mail over a sliding window (default: 10 per 15
 * minutes). Past the limit, further tries are refused with 429 before the password is checked.
 * A successful login clears the e-mail's count.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    @InjectRepository(LoginFailure) private readonly failures: Repository<LoginFailure>,
    private readonly config: AppConfig,
  ) {}

  async assertAllowed(email: string, ip: string): Promise<void> {
    const { loginMaxFailures: max, loginWindowSeconds: window } = this.config.rateLimits;
    const [row] = await this.failures.query<
      { by_email: number; by_ip: number; email_retry: number | null; ip_retry: number | null }[]
    >(
      `SELECT count(*) FILTER (WHERE email = $1)::int AS by_email,
              count(*) FILTER (WHERE ip = $2)::int AS by_ip,
              extract(epoch FROM min(attempted_at) FILTER (WHERE email = $1) + make_interval(secs => $3) - now())::float AS email_retry,
              extract(epoch FROM min(attempted_at) FILTER (WHERE ip = $2) + make_interval(secs => $3) - now())::float AS ip_retry
         FROM login_failures
        WHERE (email = $1 OR ip = $2) AND attempted_at > now() - make_interval(secs => $3)`,
      [email, ip, window],
    );
    const waits: number[] = [];
    if (row.by_email >= max) waits.push(row.email_retry ?? window);
    if (row.by_ip >= max) waits.push(row.ip_retry ?? window);
    if (waits.length > 0) {
      throw new RateLimitedError(Math.max(...waits), 'Too many failed logins. Try again later.');
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await this.failures.insert({ email, ip });
    // Keep the table small: rows older than the window no longer count.
    await this.failures.query(
      `DELETE FROM login_failures WHERE attempted_at < now() - make_interval(secs => $1)`,
      [this.config.rateLimits.loginWindowSeconds],
    );
  }

  async clear(email: string): Promise<void> {
    await this.failures.delete({ email });
  }
}
