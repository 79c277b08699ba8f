import { applyDecorators, Injectable, Param, PipeTransform } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { isUUID } from 'class-validator';
import { ValidationFailedError } from '@/common/errors';

/** How a route names one of a record's revisions: its id, or the `number` it shows. */
export type RevisionKey = { id: string } | { number: number };

const MAX_NUMBER = 2_147_483_647;
const MESSAGE = "must be the revision's id (a UUID) or its number (1, 2, …)";

/** A revision id (UUID) or number from the path; anything else is a 400 naming the parameter. */
@Injectable()
export class ParseRevisionKeyPipe implements PipeTransform<string, RevisionKey> {
  constructor(private readonly field = 'revision') {}

  transform(value: string): RevisionKey {
    if (isUUID(value)) return { id: value.toLowerCase() };
    if (/^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_NUMBER)
      return { number: Number(value) };
    throw ValidationFailedError.field(this.field, MESSAGE);
  }
}

/** `@RevisionParam() revision: RevisionKey`; pair with `@ApiRevisionParam()` on the method. */
export const RevisionParam = (name = 'revision'): ParameterDecorator =>
  Param(name, new ParseRevisionKeyPipe(name));

export const ApiRevisionParam = (name = 'revision'): MethodDecorator =>
  applyDecorators(
    ApiParam({
      name,
      description: "The revision's `id`, or its `number` among the record's revisions.",
      schema: {
        type: 'string',
        pattern:
          '^(?:[1-9][0-9]{0,9}|[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12})$',
        example: '3',
      },
    }),
  );
