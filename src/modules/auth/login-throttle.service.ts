import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { LoginFailure } from './entities/login-failure.entity';

export interface LoginThrottleState {
  limit: number;
  remaining: number;
  resetSeconds: number;
  blocked: boolean;
}

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

  /** Where the caller stands: failures left before 429 and when the window frees up. One query. */
  async check(email: string, ip: string): Promise<LoginThrottleState> {
    const { loginMaxFailures: limit, loginWindowSeconds: window } = this.config.rateLimits;
    const [row] = await this.failures.query<
      { by_email: number; by_ip: number; email_reset: number | null; ip_reset: number | null }[]
    >(
      `SELECT count(*) FILTER (WHERE email = $1)::int AS by_email,
              count(*) FILTER (WHERE ip = $2)::int AS by_ip,
              extract(epoch FROM min(attempted_at) FILTER (WHERE email = $1) + make_interval(secs => $3) - now())::float AS email_reset,
              extract(epoch FROM min(attempted_at) FILTER (WHERE ip = $2) + make_interval(secs => $3) - now())::float AS ip_reset
         FROM login_failures
        WHERE (email = $1 OR ip = $2) AND attempted_at > now() - make_interval(secs => $3)`,
      [email, ip, window],
    );
    const used = Math.max(row.by_email, row.by_ip);
    // The key closest to its limit decides, and so does its reset time.
    const binding = row.by_email >= row.by_ip ? row.email_reset : row.ip_reset;
    return {
      limit,
      blocked: used >= limit,
      // Failures this caller may still make, counting this attempt should it fail.
      remaining: Math.max(0, limit - used - 1),
      resetSeconds: Math.max(1, Math.ceil(binding ?? window)),
    };
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
