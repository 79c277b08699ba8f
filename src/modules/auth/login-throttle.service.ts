import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { AppConfig } from '@/config/app-config';
import { AuditService } from '../audit/audit.service';
import { LoginFailure } from './entities/login-failure.entity';
import { User } from './entities/user.entity';
import { throttleKeyOf } from './throttle-key';

export interface LoginThrottleState {
  limit: number;
  remaining: number;
  resetSeconds: number;
  blocked: boolean;
}

/**
 * One password check the throttle has let through (or refused, `blocked`). It holds a failure row
 * from the moment it is admitted, so concurrent checks count each other; {@link
 * LoginThrottleService.settle} removes the row when the password was right.
 */
export interface PasswordAttempt {
  email: string;
  /** The caller's address as it is (the count is kept under {@link throttleKeyOf} of it). */
  ip: string;
  state: LoginThrottleState;
  /** The failure row held; null when refused. */
  failureId: string | null;
  /** Should this attempt fail, it is the one that brings the account to its limit. */
  locksAccount: boolean;
  /** How long the account's lock would last: until its oldest failure leaves the window. */
  lockSeconds: number;
}

interface Counts {
  by_email: number;
  by_ip: number;
  by_pair: number;
  email_reset: number | null;
  ip_reset: number | null;
  failure_id: string | null;
}

/**
 * Wrong passwords (at login, and the current password at a password change) are counted per IP (an
 * IPv6 address by its /64, see throttleKeyOf) and per e-mail over a sliding window (default: 10 per 15 minutes); past the limit, a check is refused
 * with 429 before the password is looked at. An e-mail at its limit is locked only for the
 * addresses that have failed against it in the window: an address that has not may still try
 * (and, should it fail, is held too), so the owner is not locked out by someone else's guesses
 * (docs/security.md#login-throttling). A right password clears the e-mail's count.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    @InjectRepository(LoginFailure) private readonly failures: Repository<LoginFailure>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
  ) {}

  /**
   * Counts the attempt as a failure before the password is checked, unless the e-mail or the IP
   * is already at its limit. The per-key advisory locks (on every instance) make the count and
   * the insert one step, so N simultaneous attempts never hold more than the limit.
   */
  async begin(email: string, ip: string): Promise<PasswordAttempt> {
    const { loginMaxFailures: limit, loginWindowSeconds: window } = this.config.rateLimits;
    const address = throttleKeyOf(ip);
    const counts = await this.dataSource.transaction(async (manager) => {
      // E-mail first, then IP, on every path: the locks cannot wait on each other in a cycle.
      await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
        `login-email:${email}`,
      ]);
      await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
        `login-ip:${address}`,
      ]);
      // A statement of its own after the locks, so its snapshot sees the previous holder's row.
      const [row] = await manager.query<Counts[]>(
        `WITH seen AS (
           SELECT count(*) FILTER (WHERE email = $1)::int AS by_email,
                  count(*) FILTER (WHERE ip = $2)::int AS by_ip,
                  count(*) FILTER (WHERE email = $1 AND ip = $2)::int AS by_pair,
                  extract(epoch FROM min(attempted_at) FILTER (WHERE email = $1) + make_interval(secs => $3) - now())::float AS email_reset,
                  extract(epoch FROM min(attempted_at) FILTER (WHERE ip = $2) + make_interval(secs => $3) - now())::float AS ip_reset
             FROM login_failures
            WHERE (email = $1 OR ip = $2) AND attempted_at > now() - make_interval(secs => $3)
         ), held AS (
           INSERT INTO login_failures (email, ip)
           SELECT $1, $2 FROM seen WHERE by_ip < $4 AND (by_email < $4 OR by_pair = 0)
           RETURNING id
         )
         SELECT seen.*, (SELECT id::text FROM held) AS failure_id FROM seen`,
        [email, address, window, limit],
      );
      return row;
    });

    const admitted = counts.failure_id !== null;
    const byEmail = counts.by_email + (admitted ? 1 : 0);
    const byIp = counts.by_ip + (admitted ? 1 : 0);
    // The key that holds (or would hold) this caller decides the reset time.
    const ipBinds = counts.by_ip >= limit || (counts.by_email < limit && byIp >= byEmail);
    const reset = ipBinds ? counts.ip_reset : counts.email_reset;
    return {
      email,
      ip,
      failureId: counts.failure_id,
      locksAccount: admitted && byEmail === limit,
      lockSeconds: Math.max(1, Math.ceil(counts.email_reset ?? window)),
      state: {
        limit,
        blocked: !admitted,
        remaining: admitted ? Math.max(0, limit - Math.max(byEmail, byIp)) : 0,
        resetSeconds: Math.max(1, Math.ceil(reset ?? window)),
      },
    };
  }

  /**
   * Ends an admitted attempt: a right password clears the e-mail's failures (the attempt's row
   * with them); a wrong one keeps its row, and when it is the one that locks the account the
   * lock goes into the audit log.
   */
  async settle(attempt: PasswordAttempt, passwordRight: boolean): Promise<void> {
    if (attempt.failureId === null) return;
    if (passwordRight) {
      await this.failures.delete({ email: attempt.email });
      return;
    }
    if (attempt.locksAccount) await this.auditLock(attempt);
    // Keep the table small: rows older than the window no longer count.
    await this.failures.query(
      `DELETE FROM login_failures WHERE attempted_at < now() - make_interval(secs => $1)`,
      [this.config.rateLimits.loginWindowSeconds],
    );
  }

  /**
   * Ends an admitted attempt whose password was right but whose login goes on to a second step
   * (a two-factor code): only the attempt's own row goes, so the e-mail's earlier failures (wrong
   * codes among them) keep counting until the whole login succeeds.
   */
  async release(attempt: PasswordAttempt): Promise<void> {
    if (attempt.failureId === null) return;
    await this.failures.delete({ id: attempt.failureId });
  }

  /**
   * Recorded for unknown e-mails too (entity id null), so an admin sees every attack and the
   * answer's timing is the same for both; the e-mail typed is never stored: it may be a password
   * typed into the wrong field, and the HTTP answer must not depend on it anyway.
   */
  private async auditLock(attempt: PasswordAttempt): Promise<void> {
    const { loginMaxFailures: limit, loginWindowSeconds: window } = this.config.rateLimits;
    const user = await this.users.findOne({
      where: { email: attempt.email },
      select: { id: true },
    });
    await this.audit.record({
      userId: null,
      userEmail: null,
      action: 'lock',
      entityType: 'user',
      entityId: user?.id ?? null,
      changes: {
        reason: 'failed_passwords',
        failures: limit,
        window_seconds: window,
        locked_until: new Date(Date.now() + attempt.lockSeconds * 1000).toISOString(),
        account_exists: user !== null,
      },
      ip: attempt.ip,
    });
  }
}
