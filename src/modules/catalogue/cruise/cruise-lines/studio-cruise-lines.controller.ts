import { Body, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiUuidParam, Roles, UuidParam } from '../../../../common/decorators';
import {
  DataEnvelope,
  envelope,
  Paginated,
  pageOf,
  PaginationQueryDto,
} from '../../../../common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '../../../../common/swagger';
import { AuditEntity } from '../../../audit/audit.decorators';
import { CruiseLinesService } from './cruise-lines.service';
import { CreateCruiseLineDto } from './dto/create-cruise-line.dto';
import { CruiseLineResponseDto } from './dto/cruise-line-response.dto';
import { UpdateCruiseLineDto } from './dto/update-cruise-line.dto';
import { StudioController } from '../../../audit/studio-controller.decorator';

@ApiTags('studio: cruise lines')
@Roles('admin', 'editor')
@AuditEntity('cruise_line')
@StudioController('cruise-lines')
export class StudioCruiseLinesController {
  constructor(private readonly lines: CruiseLinesService) {}

  @Get()
  @ApiOperation({ summary: 'All cruise lines, active and inactive' })
  @ApiPaginatedResponse(CruiseLineResponseDto)
  @ApiProblems(400)
  async list(@Query() query: PaginationQueryDto): Promise<Paginated<CruiseLineResponseDto>> {
    return pageOf(await this.lines.listAll(query), query, (l) => CruiseLineResponseDto.from(l));
  }

  @Post()
  @ApiOperation({ summary: 'Create a cruise line' })
  @ApiDataResponse(CruiseLineResponseDto, 201, 'Created')
  @ApiProblems(400, 409)
  async create(@Body() body: CreateCruiseLineDto): Promise<DataEnvelope<CruiseLineResponseDto>> {
    return envelope(await this.lines.create(body));
  }

  @Get(':id')
  @ApiUuidParam()
  @ApiOperation({ summary: 'One cruise line' })
  @ApiDataResponse(CruiseLineResponseDto)
  @ApiProblems(400, 404)
  async get(@UuidParam() id: string): Promise<DataEnvelope<CruiseLineResponseDto>> {
    return envelope(await this.lines.studioGet(id));
  }

  @Patch(':id')
  @ApiUuidParam()
  @ApiOperation({ summary: 'Change a cruise line (only the fields sent)' })
  @ApiDataResponse(CruiseLineResponseDto)
  @ApiProblems(400, 404, 409)
  async update(
    @UuidParam() id: string,
    @Body() body: UpdateCruiseLineDto,
  ): Promise<DataEnvelope<CruiseLineResponseDto>> {
    return envelope(await this.lines.update(id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiUuidParam()
  @ApiOperation({
    summary: 'Delete a cruise line',
    description: "Also deletes the line's ships, itineraries and their sailings.",
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiProblems(400, 404)
  async remove(@UuidParam() id: string): Promise<void> {
    await this.lines.remove(id);
  }
}
