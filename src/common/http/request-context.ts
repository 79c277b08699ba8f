import type { AuthenticatedUser } from '../auth/roles';
import type { ApiClientIdentity } from '../auth/api-client-identity';

/**
 * What the pipeline adds to every Express request, declared once. `id` (the request id) and `log`
 * come from pino-http's own declaration; `user` is passport's, the caller authenticated by a
 * bearer token. On POST /studio/auth/login it is instead the user whose password LocalAuthGuard
 * has just checked: no session exists yet, so only its `id` may be relied on there.
 */
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends AuthenticatedUser {}

    interface Request {
      /** When the request arrived, as performance.now() ms (arrivalTime). */
      receivedAt: number;
      /** The API client of a valid X-API-Key (ApiAccessGuard). */
      apiClient?: ApiClientIdentity;
      /** A public read answered as a preview (PreviewInterceptor, valid X-Preview-Token). */
      preview?: boolean;
    }
  }
}

export {};
