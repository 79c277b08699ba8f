import { UseGuards } from '@nestjs/common';
import { NoQueryGuard } from '../guards/no-query.guard';

/** The route takes no query parameters: an unknown one is a 400 naming it, as on the lists. */
export const NoQuery = (): MethodDecorator => UseGuards(NoQueryGuard);
