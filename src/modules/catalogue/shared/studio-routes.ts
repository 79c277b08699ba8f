import { applyDecorators, Delete, Get, HttpCode, Patch, Post, Type } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiOperationOptions } from '@nestjs/swagger';
import { ApiUuidParam } from '../../../common/decorators';
import { ApiDataResponse, ApiPaginatedResponse, ApiProblems } from '../../../common/swagger';

/**
 * The five studio routes of a catalogue resource, each with what Swagger shows of it: a handler
 * says which route it is, its response DTO, its summary (or summary and description) and, where
 * it differs, the problems it answers. The decorators are listed bottom-up, as they would be
 * stacked on the handler, so the document is the same as when each handler stacked them itself.
 */
type Operation = string | ApiOperationOptions;

const operation = (op: Operation) => ApiOperation(typeof op === 'string' ? { summary: op } : op);

/** `GET /studio/<resource>`: one page of every record, active or not. */
export const StudioList = (dto: Type<unknown>, op: Operation): MethodDecorator =>
  applyDecorators(ApiProblems(400), ApiPaginatedResponse(dto), operation(op), Get());

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

/** `GET /studio/<resource>/:id`: one record, active or not. */
export const StudioGet = (dto: Type<unknown>, op: Operation): MethodDecorator =>
  applyDecorators(
    ApiProblems(400, 404),
    ApiDataResponse(dto),
    operation(op),
    ApiUuidParam(),
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
