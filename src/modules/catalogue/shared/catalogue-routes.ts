import { applyDecorators, Delete, Get, HttpCode, Patch, Post, Type } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiOperationOptions } from '@nestjs/swagger';
import {
  ApiSlugParam,
  ApiUuidParam,
  IncludeTables,
  NoQuery,
  PublicRead,
  RecordDetail,
} from '@/common/decorators';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '@/common/swagger';
import { includeTables, IncludingResource } from '@/modules/catalogue/includes/includable';
import { Localized } from '@/common/locale/localized.decorator';

/**
 * The routes every catalogue resource has, each with what Swagger shows of it: the public list
 * and read by slug, and the five studio routes. A handler says which route it is, its response
 * DTO, its operationId and summary (and a description if needed) and, where they differ, the
 * tables a public answer is read from (PublicRead) or the problems a studio route answers. The
 * decorators are listed bottom-up, as they would be stacked on the handler, so the document is
 * the same as when each handler stacked them itself.
 */
type Operation = ApiOperationOptions & { operationId: string; summary: string };

const operation = (op: Operation) => ApiOperation(op);

/**
 * The tables a public answer is read from: the route's own (PublicRead) and, for a resource that
 * takes `?include=`, every table an include may read (IncludeTables: a change to any of them
 * purges the answers that asked for an include).
 */
const readTables = (tables: string[], includes?: IncludingResource): MethodDecorator[] =>
  includes
    ? [PublicRead(...tables), IncludeTables(...includeTables(includes))]
    : [PublicRead(...tables)];

/**
 * `GET /api/v1/<resource>`: one page of the active records, in the caller's language (Localized);
 * `tables` as for PublicRead, and `includes` the resource whose relations `?include=` embeds, if
 * any.
 */
export const PublicList = (
  dto: Type<unknown>,
  op: Operation,
  tables: string[] = [],
  includes?: IncludingResource,
): MethodDecorator =>
  applyDecorators(
    ApiProblems(400),
    ApiPaginatedResponse(dto),
    operation(op),
    Localized(),
    ...readTables(tables, includes),
    Get(),
  );

/**
 * `GET /api/v1/<resource>/:slug`: one active record, in the caller's language; `tables` and
 * `includes` as for PublicList. A resource without includes takes no query parameter but
 * `locale` (NoQuery); one with includes declares `include` and `locale` in its query DTO, which
 * refuses any other parameter as a list's does.
 */
export const PublicGet = (
  dto: Type<unknown>,
  op: Operation,
  tables: string[] = [],
  includes?: IncludingResource,
): MethodDecorator =>
  applyDecorators(
    ApiProblems(400, 404),
    ApiDataResponse(dto),
    operation(op),
    ApiSlugParam(),
    ...(includes ? [] : [NoQuery('locale')]),
    Localized(),
    RecordDetail(),
    ...readTables(tables, includes),
    Get(':slug'),
  );

/**
 * `GET /studio/<resource>`: one page of every record, active or not; in the default locale, or
 * the one `?locale=` names (never Accept-Language: editors read the text they edit).
 */
export const StudioList = (dto: Type<unknown>, op: Operation): MethodDecorator =>
  applyDecorators(
    ApiProblems(400),
    ApiPaginatedResponse(dto),
    operation(op),
    Localized({ explicitOnly: true }),
    Get(),
  );

/** `POST /studio/<resource>`: 201 with the record created. */
export const StudioCreate = (
  dto: Type<unknown>,
  op: Operation,
  problems: number[] = [400, 409],
): MethodDecorator =>
  applyDecorators(
    ApiProblems(...problems),
    ApiDataResponse(dto, 201, 'Created'),
    operation(op),
    Post(),
  );

/** `GET /studio/<resource>/:id`: one record, active or not; no query parameters. */
export const StudioGet = (dto: Type<unknown>, op: Operation): MethodDecorator =>
  applyDecorators(
    ApiProblems(400, 404),
    ApiDataResponse(dto),
    operation(op),
    ApiUuidParam(),
    NoQuery(),
    Get(':id'),
  );

/** `PATCH /studio/<resource>/:id`: the record as the change left it. */
export const StudioUpdate = (
  dto: Type<unknown>,
  op: Operation,
  problems: number[] = [400, 404, 409],
): MethodDecorator =>
  applyDecorators(
    ApiProblems(...problems),
    ApiDataResponse(dto),
    operation(op),
    ApiUuidParam(),
    Patch(':id'),
  );

/** `DELETE /studio/<resource>/:id`: 204. */
export const StudioDelete = (op: Operation, problems: number[] = [400, 404]): MethodDecorator =>
  applyDecorators(
    ApiProblems(...problems),
    ApiNoContentResponse({ description: 'Deleted' }),
    operation(op),
    ApiUuidParam(),
    HttpCode(204),
    Delete(':id'),
  );
