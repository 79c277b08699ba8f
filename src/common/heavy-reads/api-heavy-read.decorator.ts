import { ApiProblems } from '../swagger';

/** Documents the 503 of a handler whose service reads through HeavyReads (Retry-After: document-transforms.ts). */
export const ApiHeavyRead = (): MethodDecorator & ClassDecorator =>
  ApiProblems({
    status: 503,
    description:
      'Busy: too many studio reports are running on this instance, or this one ran past STUDIO_HEAVY_READS_TIMEOUT_MS and was stopped; or the database is unreachable (SERVICE_UNAVAILABLE); see Retry-After',
  });
