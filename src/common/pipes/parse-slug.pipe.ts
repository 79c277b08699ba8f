import { Injectable, PipeTransform } from '@nestjs/common';
import { ValidationFailedError } from '../errors';
import { SLUG_MESSAGE, SLUG_PATTERN } from '../validation';

/** Path slugs must have the slug format; a malformed one is a 400 naming the parameter. */
@Injectable()
export class ParseSlugPipe implements PipeTransform<string, string> {
  constructor(private readonly field = 'slug') {}

  transform(value: string): string {
    if (value.length > 200 || !SLUG_PATTERN.test(value))
      throw ValidationFailedError.field(this.field, SLUG_MESSAGE);
    return value;
  }
}
