import { applyDecorators, Param } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { ParseSlugPipe } from '../pipes/parse-slug.pipe';
import { ParseUuidPipe } from '../pipes/parse-uuid.pipe';
import { SLUG_ANY_CASE_PATTERN } from '../validation';

/** `@UuidParam() id: string`: a path UUID, 400 when malformed. Pair with `@ApiUuidParam()` on the method. */
export const UuidParam = (name = 'id'): ParameterDecorator => Param(name, new ParseUuidPipe(name));

/** `@SlugParam() slug: string`: a path slug, lower-cased (any case finds the record), 400 when malformed. Pair with `@ApiSlugParam()` on the method. */
export const SlugParam = (name = 'slug'): ParameterDecorator =>
  Param(name, new ParseSlugPipe(name));

export const ApiUuidParam = (name = 'id'): MethodDecorator =>
  applyDecorators(ApiParam({ name, schema: { type: 'string', format: 'uuid' } }));

export const ApiSlugParam = (name = 'slug'): MethodDecorator =>
  applyDecorators(
    ApiParam({
      name,
      schema: { type: 'string', pattern: SLUG_ANY_CASE_PATTERN.source, maxLength: 200 },
    }),
  );
