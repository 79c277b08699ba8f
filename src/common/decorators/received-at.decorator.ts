import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/**
 * When the request entered the pipeline (performance.now() milliseconds), for deadlines that
 * count from the client's point of view rather than from when a handler got to run.
 */
export const ReceivedAt = createParamDecorator(
  (_data: unknown, context: ExecutionContext): number =>
    context.switchToHttp().getRequest<Request>().receivedAt,
);
