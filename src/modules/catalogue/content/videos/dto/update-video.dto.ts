import { PartialType } from '@nestjs/swagger';
import { CreateVideoDto } from './create-video.dto';

/** Only the fields to change; null clears; category_ids replaces the tags. */
export class UpdateVideoDto extends PartialType(CreateVideoDto, { skipNullProperties: false }) {}
