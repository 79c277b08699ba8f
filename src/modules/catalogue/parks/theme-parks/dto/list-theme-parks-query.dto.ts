import { LocalizedPageQueryDto } from '@/common/locale/locale-query';
import { TextQuery } from '@/common/validation';

export class ListThemeParksQueryDto extends LocalizedPageQueryDto {
  @TextQuery({
    max: 200,
    description:
      'Parent company, by name or slug, case-insensitively (e.g. "Universal Destinations & Experiences" or "universal-destinations-and-experiences").',
  })
  company?: string;

  @TextQuery({ description: 'State or province, case-insensitively (e.g. "Florida").' })
  state?: string;
}
