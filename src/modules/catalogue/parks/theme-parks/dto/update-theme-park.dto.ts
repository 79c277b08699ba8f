import { PartialType } from '@nestjs/swagger';
import { CreateThemeParkDto } from './create-theme-park.dto';

/** Only the fields to change; null clears an optional field. */
export class UpdateThemeParkDto extends PartialType(CreateThemeParkDto, {
  skipNullProperties: false,
}) {}
