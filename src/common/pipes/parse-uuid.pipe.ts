import { Injectable, PipeTransform } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { ValidationFailedError } from '../errors';

/** Path ids are UUIDs; anything else is a 400 naming the parameter, never a database error. */
@Injectable()
export class ParseUuidPipe implements PipeTransform<string, string> {
  constructor(private readonly field = 'id') {}

  transform(value: string): string {
    if (!isUUID(value)) throw ValidationFailedError.field(this.field, 'must be a UUID');
    return value.toLowerCase();
  }
}
