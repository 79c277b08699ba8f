import {
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  Optional,
} from '@nestjs/common';
import { Observable } from 'rxjs';
import { PublicReadScope, runAsPublicRead } from './public-read-scope';
import { ReadPool } from './read-pool';

/**
 * Runs a @PublicRead handler as a public read (runAsPublicRead), so the statements it sends
 * through the read pool may go to a read replica; every other route reads the primary. Without
 * replicas configured it does nothing.
 */
@Injectable()
export class ReplicaReadsInterceptor implements NestInterceptor {
  // Optional: a module compiled on its own in a test has no database.
  constructor(@Optional() private readonly reads?: ReadPool) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (!this.reads?.routesToReplicas) return next.handle();
    const scope: PublicReadScope = { cacheable: true };
    return new Observable((subscriber) =>
      runAsPublicRead(scope, () => next.handle().subscribe(subscriber)),
    );
  }
}
