import { Body, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles, UuidParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated, pageOf } from '@/common/pagination';
import { AuditEntity } from '@/modules/audit/audit.decorators';
import { CreateThemeParkDto } from './dto/create-theme-park.dto';
import { ListThemeParksQueryDto } from './dto/list-theme-parks-query.dto';
import { ThemeParkDetailResponseDto, ThemeParkResponseDto } from './dto/theme-park-response.dto';
import { UpdateThemeParkDto } from './dto/update-theme-park.dto';
import { ThemeParksService } from './theme-parks.service';
import { StudioController } from '@/modules/audit/studio-controller.decorator';
import {
  StudioList,
  StudioCreate,
  StudioGet,
  StudioUpdate,
  StudioDelete,
} from '@/modules/catalogue/shared/catalogue-routes';

@ApiTags('studio: theme parks')
@Roles('admin', 'editor')
@AuditEntity('theme_park')
@StudioController('theme-parks')
export class StudioThemeParksController {
  constructor(private readonly parks: ThemeParksService) {}

  @StudioList(ThemeParkResponseDto, {
    operationId: 'listStudioThemeParks',
    summary: 'All theme parks, active and inactive',
  })
  async list(@Query() query: ListThemeParksQueryDto): Promise<Paginated<ThemeParkResponseDto>> {
    return pageOf(await this.parks.listAll(query), query, (p) => ThemeParkResponseDto.from(p));
  }

  @StudioCreate(ThemeParkDetailResponseDto, {
    operationId: 'createThemePark',
    summary: 'Create a theme park',
  })
  async create(
    @Body() body: CreateThemeParkDto,
  ): Promise<DataEnvelope<ThemeParkDetailResponseDto>> {
    return envelope(await this.parks.create(body));
  }

  @StudioGet(ThemeParkDetailResponseDto, {
    operationId: 'getStudioThemePark',
    summary: 'One theme park',
  })
  async get(@UuidParam() id: string): Promise<DataEnvelope<ThemeParkDetailResponseDto>> {
    return envelope(await this.parks.studioGet(id));
  }

  @StudioUpdate(ThemeParkDetailResponseDto, {
    operationId: 'updateThemePark',
    summary: 'Change a theme park',
    description: 'Setting a valid upstream_entity_id enables live data for the park.',
  })
  async update(
    @UuidParam() id: string,
    @Body() body: UpdateThemeParkDto,
  ): Promise<DataEnvelope<ThemeParkDetailResponseDto>> {
    return envelope(await this.parks.update(id, body));
  }

  @StudioDelete(
    {
      operationId: 'deleteThemePark',
      summary: 'Delete a theme park with its resorts, attractions, events and dining locations',
      description:
        'Refused with 409 while a land excursion refers to the park or one of its attractions.',
    },
    [400, 404, 409],
  )
  async remove(@UuidParam() id: string): Promise<void> {
    await this.parks.remove(id);
  }
}
