import { AppError } from '@/common/errors';

export class InvalidApiKeyError extends AppError {
  constructor(detail = 'The API key is unknown, revoked or no longer valid.') {
    super(401, 'INVALID_API_KEY', detail);
  }
}

export class OriginNotAllowedError extends AppError {
  constructor(detail = "The request's origin is not in this API key's allowlist.") {
    super(403, 'ORIGIN_NOT_ALLOWED', detail);
  }
}
