import { ApiClientsService } from '@/modules/api-clients/api-clients.service';
import { CreateApiClientDto } from '@/modules/api-clients/dto/create-api-client.dto';
import type { TestApp } from '../support/test-app';

let sequence = 0;

/** An API client and its raw key, created through the service. */
export async function createApiClient(t: TestApp, overrides: Partial<CreateApiClientDto> = {}) {
  sequence += 1;
  return t.app.get(ApiClientsService).create({ name: `Client ${sequence}`, ...overrides });
}
