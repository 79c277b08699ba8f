import { Body, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiUuidParam, Roles, UuidParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, paginated } from '@/common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '@/common/swagger';
import { AuditAction, AuditEntity } from '../audit/audit.decorators';
import { CreateVaultEntryDto } from './dto/create-vault-entry.dto';
import { ListVaultEntriesQueryDto } from './dto/list-vault-entries-query.dto';
import { RotateVaultEntryDto } from './dto/rotate-vault-entry.dto';
import { UpdateVaultEntryDto } from './dto/update-vault-entry.dto';
import { VaultEntryResponseDto } from './dto/vault-entry-response.dto';
import { VaultService } from './vault.service';
import { StudioController } from '../audit/studio-controller.decorator';

@ApiTags('studio: vault')
@Roles('admin')
@AuditEntity('vault_entry')
@StudioController('vault')
export class VaultController {
  constructor(private readonly vault: VaultService) {}

  @Get()
  @ApiOperation({ operationId: 'listVaultEntries', summary: 'List vault entries (metadata only)' })
  @ApiPaginatedResponse(VaultEntryResponseDto)
  @ApiProblems(400)
  async list(@Query() query: ListVaultEntriesQueryDto): Promise<Paginated<VaultEntryResponseDto>> {
    const [entries, total] = await this.vault.list(query);
    return paginated(entries.map(VaultEntryResponseDto.from), total, query);
  }

  @Post()
  @ApiOperation({
    operationId: 'createVaultEntry',
    summary: 'Store a secret',
    description:
      'The value is encrypted (AES-256-GCM, envelope encryption) and never returned; the answer is the metadata. (key_name, service_name, environment) is unique.',
  })
  @ApiDataResponse(VaultEntryResponseDto, 201, 'Created')
  @ApiProblems(400, 409)
  async create(@Body() body: CreateVaultEntryDto): Promise<DataEnvelope<VaultEntryResponseDto>> {
    return envelope(VaultEntryResponseDto.from(await this.vault.create(body)));
  }

  @Get(':id')
  @ApiUuidParam()
  @ApiOperation({ operationId: 'getVaultEntry', summary: 'One vault entry (metadata only)' })
  @ApiDataResponse(VaultEntryResponseDto)
  @ApiProblems(400, 404)
  async get(@UuidParam() id: string): Promise<DataEnvelope<VaultEntryResponseDto>> {
    return envelope(VaultEntryResponseDto.from(await this.vault.get(id)));
  }

  @Patch(':id')
  @ApiUuidParam()
  @ApiOperation({
    operationId: 'updateVaultEntry',
    summary: 'Change the metadata of a vault entry',
    description: 'A `value` in the body is refused (400): secrets change through rotate.',
  })
  @ApiDataResponse(VaultEntryResponseDto)
  @ApiProblems(400, 404, 409)
  async update(
    @UuidParam() id: string,
    @Body() body: UpdateVaultEntryDto,
  ): Promise<DataEnvelope<VaultEntryResponseDto>> {
    return envelope(VaultEntryResponseDto.from(await this.vault.update(id, body)));
  }

  @Post(':id/rotate')
  @HttpCode(200)
  @AuditAction('rotate')
  @ApiUuidParam()
  @ApiOperation({
    operationId: 'rotateVaultSecret',
    summary: 'Replace the secret',
    description: 'Sets rotated_at and adds 1 to version. The old value is gone for good.',
  })
  @ApiDataResponse(VaultEntryResponseDto)
  @ApiProblems(400, 404)
  async rotate(
    @UuidParam() id: string,
    @Body() body: RotateVaultEntryDto,
  ): Promise<DataEnvelope<VaultEntryResponseDto>> {
    return envelope(VaultEntryResponseDto.from(await this.vault.rotate(id, body.new_value)));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiUuidParam()
  @ApiOperation({ operationId: 'deleteVaultEntry', summary: 'Delete a vault entry for good' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiProblems(400, 404)
  async remove(@UuidParam() id: string): Promise<void> {
    await this.vault.remove(id);
  }
}
