import { Body, Delete, Get, HttpCode, Param, Put, Query } from '@nestjs/common';
import { ApiBody, ApiNoContentResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiUuidParam, NoQuery, Roles, UuidParam } from '@/common/decorators';
import { DataEnvelope, envelope, Paginated } from '@/common/pagination';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '@/common/swagger';
import { StudioController } from '@/modules/audit/studio-controller.decorator';
import { ListTranslationStatusQueryDto } from './dto/list-translation-status-query.dto';
import {
  RecordTranslationDto,
  RecordTranslationsDto,
  TranslationStatusDto,
} from './dto/translation-response.dto';
import { TRANSLATABLE_PATHS } from './translatable-resources';
import { TranslationsService } from './translations.service';

const ApiResourceParam = () =>
  ApiParam({
    name: 'resource',
    enum: TRANSLATABLE_PATHS,
    description: 'The studio path of a resource with translatable fields, e.g. `attractions`.',
  });

const ApiLocaleParam = () =>
  ApiParam({
    name: 'locale',
    schema: { type: 'string', maxLength: 35, example: 'de' },
    description:
      'A content locale other than the default (CONTENT_LOCALES), in any case. The default locale is the record’s own text: change it with PATCH on the record.',
  });

/** The translations of every translatable record, under /studio/{resource}/{id}/translations. */
@ApiTags('studio: translations')
@Roles('admin', 'editor')
@StudioController(':resource')
export class StudioTranslationsController {
  constructor(private readonly translations: TranslationsService) {}

  @Get(':id/translations')
  @ApiResourceParam()
  @ApiUuidParam()
  @NoQuery()
  @ApiOperation({
    operationId: 'listRecordTranslations',
    summary: "A record's translation in every content locale, and the fields each misses",
  })
  @ApiDataResponse(RecordTranslationsDto)
  @ApiProblems(400, 404)
  async all(
    @Param('resource') path: string,
    @UuidParam() id: string,
  ): Promise<DataEnvelope<RecordTranslationsDto>> {
    return envelope(await this.translations.all(this.translations.resourceAt(path), id));
  }

  @Get(':id/translations/:locale')
  @ApiResourceParam()
  @ApiUuidParam()
  @ApiLocaleParam()
  @NoQuery()
  @ApiOperation({
    operationId: 'getRecordTranslation',
    summary: "A record's translation in one locale",
    description: '404 when the record has no translation in that locale.',
  })
  @ApiDataResponse(RecordTranslationDto)
  @ApiProblems(400, 404)
  async one(
    @Param('resource') path: string,
    @UuidParam() id: string,
    @Param('locale') locale: string,
  ): Promise<DataEnvelope<RecordTranslationDto>> {
    const resource = this.translations.resourceAt(path);
    return envelope(
      await this.translations.one(
        resource,
        id,
        this.translations.translationLocale(resource, locale),
      ),
    );
  }

  @Put(':id/translations/:locale')
  @ApiResourceParam()
  @ApiUuidParam()
  @ApiLocaleParam()
  @ApiOperation({
    operationId: 'updateRecordTranslation',
    summary: "Replace a record's translation in one locale",
    description:
      'The body names translatable fields of the resource (`translatable_fields` of `GET …/translations`) and their text; a field left out or null stays untranslated (readers get the default text). Texts are trimmed and limited as in the resource’s create body. Audited, stored as a revision, and sent to webhooks as `<resource>.updated` with `locale`.',
  })
  @ApiBody({
    description:
      'Translatable fields of the resource and their text; null (or leaving a field out) leaves it untranslated. At least one text.',
    schema: {
      type: 'object',
      minProperties: 1,
      additionalProperties: { type: 'string', nullable: true, minLength: 1 },
      example: { name: 'Weltraumberg', description: 'Eine Achterbahn im Dunkeln.' },
    },
  })
  @ApiDataResponse(RecordTranslationDto, 200, 'The translation as stored')
  @ApiProblems(400, 404)
  async put(
    @Param('resource') path: string,
    @UuidParam() id: string,
    @Param('locale') locale: string,
    @Body() body: unknown,
  ): Promise<DataEnvelope<RecordTranslationDto>> {
    const resource = this.translations.resourceAt(path);
    return envelope(
      await this.translations.put(
        resource,
        id,
        this.translations.translationLocale(resource, locale),
        body,
      ),
    );
  }

  @Delete(':id/translations/:locale')
  @ApiResourceParam()
  @ApiUuidParam()
  @ApiLocaleParam()
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteRecordTranslation',
    summary: "Remove a record's translation in one locale",
    description:
      'Readers in that locale get the default text again. 404 when the record has no translation in it. Audited, stored as a revision, and sent to webhooks as `<resource>.updated` with `locale`.',
  })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiProblems(400, 404)
  async remove(
    @Param('resource') path: string,
    @UuidParam() id: string,
    @Param('locale') locale: string,
  ): Promise<void> {
    const resource = this.translations.resourceAt(path);
    await this.translations.remove(
      resource,
      id,
      this.translations.translationLocale(resource, locale),
    );
  }
}

/** Which records miss which translations: GET /studio/translations. */
@ApiTags('studio: translations')
@Roles('admin', 'editor')
@StudioController('translations')
export class StudioTranslationStatusController {
  constructor(private readonly translations: TranslationsService) {}

  @Get()
  @ApiOperation({
    operationId: 'listTranslationStatus',
    summary: 'The translation status of every translatable record',
    description:
      'Ordered by resource, then name. `missing=de` keeps the records whose `de` translation is not complete.',
  })
  @ApiPaginatedResponse(TranslationStatusDto)
  @ApiProblems(400)
  list(@Query() query: ListTranslationStatusQueryDto): Promise<Paginated<TranslationStatusDto>> {
    return this.translations.status(query);
  }
}
