import { Body, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiUuidParam, Roles, UuidParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '@/common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '@/common/swagger';
import { AuditAction, AuditEntity } from '../audit/audit.decorators';
import { ApiClientsService } from './api-clients.service';
import { ApiClientResponseDto, ApiClientWithKeyResponseDto } from './dto/api-client-response.dto';
import { CreateApiClientDto } from './dto/create-api-client.dto';
import { ListApiClientsQueryDto } from './dto/list-api-clients-query.dto';
import { UpdateApiClientDto } from './dto/update-api-client.dto';
import { StudioController } from '../audit/studio-controller.decorator';

@ApiTags('studio: api clients')
@Roles('admin')
@AuditEntity('api_client')
@StudioController('api-clients')
export class ApiClientsController {
  constructor(private readonly clients: ApiClientsService) {}

  @Get()
  @ApiOperation({
    operationId: 'listApiClients',
    summary: 'List API clients with their usage stats',
  })
  @ApiPaginatedResponse(ApiClientResponseDto)
  @ApiProblems(400)
  async list(@Query() query: ListApiClientsQueryDto): Promise<Paginated<ApiClientResponseDto>> {
    const [clients, total] = await this.clients.list(query);
    const usage = await this.clients.usage(clients.map((c) => c.id));
    return paginated(
      clients.map((c) => ApiClientResponseDto.from(c, usage.get(c.id)!)),
      total,
      query,
    );
  }

  @Post()
  @ApiOperation({
    operationId: 'createApiClient',
    summary: 'Create an API client and its key',
    description:
      '`kind`: `browser` (web pages; `allowed_domains` limits the origins) or `server` (back ends; refused with 403 on any request with an Origin). `raw_key` is in this answer only: only a hash of its secret is stored.',
  })
  @ApiDataResponse(ApiClientWithKeyResponseDto, 201, 'Created')
  @ApiProblems(400)
  async create(
    @Body() body: CreateApiClientDto,
  ): Promise<DataEnvelope<ApiClientWithKeyResponseDto>> {
    const { client, rawKey } = await this.clients.create(body);
    return envelope(
      ApiClientWithKeyResponseDto.withKey(client, { requestsTotal: 0, requests30d: 0 }, rawKey),
    );
  }

  @Get(':id')
  @ApiUuidParam()
  @ApiOperation({ operationId: 'getApiClient', summary: 'One API client with its usage stats' })
  @ApiDataResponse(ApiClientResponseDto)
  @ApiProblems(400, 404)
  async get(@UuidParam() id: string): Promise<DataEnvelope<ApiClientResponseDto>> {
    return envelope(await this.present(await this.clients.get(id)));
  }

  @Patch(':id')
  @ApiUuidParam()
  @ApiOperation({
    operationId: 'updateApiClient',
    summary: 'Change name, notes, kind, allowed domains or rate limit',
    description:
      'A server key has no allowlist: changing `kind` to `server` needs `allowed_domains` empty (400 otherwise).',
  })
  @ApiDataResponse(ApiClientResponseDto)
  @ApiProblems(400, 404)
  async update(
    @UuidParam() id: string,
    @Body() body: UpdateApiClientDto,
  ): Promise<DataEnvelope<ApiClientResponseDto>> {
    return envelope(await this.present(await this.clients.update(id, body)));
  }

  @Post(':id/revoke')
  @HttpCode(200)
  @AuditAction('revoke')
  @ApiUuidParam()
  @ApiOperation({
    operationId: 'revokeApiClientKey',
    summary: "Revoke the client's key",
    description: 'The key is refused (401) from the next request on, on every instance.',
  })
  @ApiDataResponse(ApiClientResponseDto)
  @ApiProblems(400, 404)
  async revoke(@UuidParam() id: string): Promise<DataEnvelope<ApiClientResponseDto>> {
    return envelope(await this.present(await this.clients.revoke(id)));
  }

  @Post(':id/regenerate')
  @HttpCode(200)
  @AuditAction('regenerate')
  @ApiUuidParam()
  @ApiOperation({
    operationId: 'regenerateApiClientKey',
    summary: 'Issue a new key',
    description:
      'The old key is refused at once; the client is (again) active. `raw_key` is in this answer only.',
  })
  @ApiDataResponse(ApiClientWithKeyResponseDto)
  @ApiProblems(400, 404)
  async regenerate(@UuidParam() id: string): Promise<DataEnvelope<ApiClientWithKeyResponseDto>> {
    const { client, rawKey } = await this.clients.regenerate(id);
    const usage = await this.clients.usage([client.id]);
    return envelope(ApiClientWithKeyResponseDto.withKey(client, usage.get(client.id)!, rawKey));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiUuidParam()
  @ApiOperation({
    operationId: 'deleteApiClient',
    summary: 'Delete an API client (its key stops working at once)',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiProblems(400, 404)
  async remove(@UuidParam() id: string): Promise<void> {
    await this.clients.remove(id);
  }

  private async present(client: Parameters<typeof ApiClientResponseDto.from>[0]) {
    const usage = await this.clients.usage([client.id]);
    return ApiClientResponseDto.from(client, usage.get(client.id)!);
  }
}
