import { PartialType } from '@nestjs/swagger';
import { CreateGuideDto } from './create-guide.dto';

/** Only the fields to change; null clears; category_ids and related replace their lists. */
export class UpdateGuideDto extends PartialType(CreateGuideDto, { skipNullProperties: false }) {}
