import { Body, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiUuidParam, Roles, UuidParam } from '../../../../common/decorators';
import { DataEnvelope, envelope, Paginated, pageOf } from '../../../../common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '../../../../common/swagger';
import { AuditEntity } from '../../../audit/audit.decorators';
import { CreateThemeParkDto } from './dto/create-theme-park.dto';
import { ListThemeParksQueryDto } from './dto/list-theme-parks-query.dto';
import { ThemeParkResponseDto } from './dto/theme-park-response.dto';
import { UpdateThemeParkDto } from './dto/update-theme-park.dto';
import { ThemeParksService } from './theme-parks.service';
import { StudioController } from '../../../audit/studio-controller.decorator';

@ApiTags('studio: theme parks')
@Roles('admin', 'editor')
@AuditEntity('theme_park')
@StudioController('theme-parks')
export class StudioThemeParksController {
  constructor(private readonly parks: ThemeParksService) {}

  @Get()
  @ApiOperation({ summary: 'All theme parks, active and inactive' })
  @ApiPaginatedResponse(ThemeParkResponseDto)
  @ApiProblems(400)
  async list(@Query() query: ListThemeParksQueryDto): Promise<Paginated<ThemeParkResponseDto>> {
    return pageOf(await this.parks.listAll(query), query, (p) => ThemeParkResponseDto.from(p));
  }

  @Post()
  @ApiOperation({ summary: 'Create a theme park' })
  @ApiDataResponse(ThemeParkResponseDto, 201, 'Created')
  @ApiProblems(400, 409)
  async create(@Body() body: CreateThemeParkDto): Promise<DataEnvelope<ThemeParkResponseDto>> {
    return envelope(await this.parks.create(body));
  }

  @Get(':id')
  @ApiUuidParam()
  @ApiOperation({ summary: 'One theme park' })
  @ApiDataResponse(ThemeParkResponseDto)
  @ApiProblems(400, 404)
  async get(@UuidParam() id: string): Promise<DataEnvelope<ThemeParkResponseDto>> {
    return envelope(await this.parks.studioGet(id));
  }

  @Patch(':id')
  @ApiUuidParam()
  @ApiOperation({
    summary: 'Change a theme park',
    description: 'Setting a valid upstream_entity_id enables live data for the park.',
  })
  @ApiDataResponse(ThemeParkResponseDto)
  @ApiProblems(400, 404, 409)
  async update(
    @UuidParam() id: string,
    @Body() body: UpdateThemeParkDto,
  ): Promise<DataEnvelope<ThemeParkResponseDto>> {
    return envelope(await this.parks.update(id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiUuidParam()
  @ApiOperation({
    summary: 'Delete a theme park with its resorts, attractions, events and dining locations',
    description:
      'Refused with 409 while a land excursion refers to the park or one of its attractions.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiProblems(400, 404, 409)
  async remove(@UuidParam() id: string): Promise<void> {
    await this.parks.remove(id);
  }
}
