import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { Request, Response } from 'express';
import { InvalidCredentialsError, RateLimitedError, ValidationFailedError } from '@/common/errors';
import { flattenValidationErrors } from '@/common/validation';
import { LoginDto } from '../dto/login.dto';
import { LoginThrottleService } from '../login-throttle.service';
import { TwoFactorService } from '../two-factor/two-factor.service';

/**
 * The gate of POST /studio/auth/login, in order: validate the body like any other (guards run
 * before pipes, so the global ValidationPipe would come too late), let the failed-login throttle
 * admit the attempt (counted as a failure until it succeeds) with its X-RateLimit-* headers, then
 * let passport-local check the credentials.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  constructor(
    private readonly throttle: LoginThrottleService,
    private readonly twoFactor: TwoFactorService,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const raw = (request.body as object | undefined) ?? {};
    // An array is judged as an object with numeric keys, as the global ValidationPipe does, so
    // every field error names its field (plainToInstance would map it to an array of DTOs).
    const body = plainToInstance(LoginDto, Array.isArray(raw) ? { ...raw } : raw);
    const errors = await validate(body, { whitelist: true, forbidNonWhitelisted: true });
    if (errors.length > 0) throw new ValidationFailedError(flattenValidationErrors(errors));

    const email = body.username.trim().toLowerCase();
    const attempt = await this.throttle.begin(email, request.ip ?? 'unknown');
    const { state } = attempt;
    http.getResponse<Response>().set({
      'X-RateLimit-Limit': String(state.limit),
      'X-RateLimit-Remaining': String(state.remaining),
      'X-RateLimit-Reset': String(state.resetSeconds),
    });
    if (state.blocked) {
      throw new RateLimitedError(state.resetSeconds, 'Too many failed logins. Try again later.');
    }
    // The attempt counts as a failure until passport-local has accepted the credentials.
    let signedIn = false;
    try {
      signedIn = (await super.canActivate(context)) as boolean;
    } finally {
      if (!signedIn) await this.throttle.settle(attempt, false);
    }
    // With two-factor on, the login is not over: only this attempt's row goes, so the e-mail's
    // earlier failures (wrong codes too) keep counting until a code is right (TwoFactorService).
    if (await this.twoFactor.isEnabled(request.user!.id)) await this.throttle.release(attempt);
    else await this.throttle.settle(attempt, true);
    return signedIn;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error as Error;
    if (!user) throw new InvalidCredentialsError();
    return user;
  }
}
