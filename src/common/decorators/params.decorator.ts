import { applyDecorators, Param } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { ParseSlugPipe } from '../pipes/parse-slug.pipe';
import { ParseUuidPipe } from '../pipes/parse-uuid.pipe';
import { SLUG_PATTERN } from '../validation';

/** `@UuidParam() id: string`: a path UUID, 400 when malformed. Pair with `@ApiUuidParam()` on the method. */
export const UuidParam = (name = 'id'): ParameterDecorator => Param(name, new ParseUuidPipe(name));

/** `@SlugParam() slug: string`: a path slug, 400 when malformed. Pair with `@ApiSlugParam()` on the method. */
export const SlugParam = (name = 'slug'): ParameterDecorator =>
  Param(name, new ParseSlugPipe(name));

export const ApiUuidParam = (name = 'id'): MethodDecorator =>
  applyDecorators(ApiParam({ name, schema: { type: 'string', format: 'uuid' } }));

export const ApiSlugParam = (name = 'slug'): MethodDecorator =>
  applyDecorators(
    ApiParam({ name, schema: { type: 'string', pattern: SLUG_PATTERN.source, maxLength: 200 } }),
  );
