import { Injectable, PipeTransform } from '@nestjs/common';
import { ValidationFailedError } from '../errors';
import { SLUG_MESSAGE, SLUG_PATTERN } from '../validation';

/**
 * Path slugs must have the slug format, in any case: the value is lower-cased (stored slugs are
 * lower case), so `Magic-Kingdom` finds `magic-kingdom` or answers 404. A malformed one is a 400
 * naming the parameter.
 */
@Injectable()
export class ParseSlugPipe implements PipeTransform<string, string> {
  constructor(private readonly field = 'slug') {}

  transform(value: string): string {
    const slug = value.toLowerCase();
    if (slug.length > 200 || !SLUG_PATTERN.test(slug))
      throw ValidationFailedError.field(this.field, SLUG_MESSAGE);
    return slug;
  }
}
