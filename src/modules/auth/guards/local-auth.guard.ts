import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { Request } from 'express';
import { InvalidCredentialsError, ValidationFailedError } from '../../../common/errors';
import { flattenValidationErrors } from '../../../common/validation';
import { LoginDto } from '../dto/login.dto';

/**
 * Validates the login body like any other (400 naming the fields) before passport-local checks
 * the credentials: guards run before pipes, so the global ValidationPipe would come too late.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const body = plainToInstance(LoginDto, (request.body as object | undefined) ?? {});
    const errors = await validate(body, { whitelist: true, forbidNonWhitelisted: true });
    if (errors.length > 0) throw new ValidationFailedError(flattenValidationErrors(errors));
    return (await super.canActivate(context)) as boolean;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error as Error;
    if (!user) throw new InvalidCredentialsError();
    return user;
  }
}
