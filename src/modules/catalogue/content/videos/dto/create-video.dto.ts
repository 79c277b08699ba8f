import { IsImageIdField } from '@/modules/catalogue/shared/images';
import { Matches } from 'class-validator';
import {
  IsBooleanField,
  IsEnumField,
  IsIntField,
  IsSlug,
  IsTextField,
  IsUrlField,
} from '@/common/validation';
import {
  CategoryIdsField,
  IsTimestampField,
} from '@/modules/catalogue/content/guides/dto/create-guide.dto';
import { VIDEO_PROVIDERS, VideoProvider } from '../video.entity';

const optional = { required: false, nullable: true } as const;

export class CreateVideoDto {
  @IsTextField({ max: 300, example: 'Tron Lightcycle / Run: on-ride' })
  title!: string;

  @IsSlug({ example: 'tron-lightcycle-run-on-ride' })
  slug!: string;

  @IsEnumField(VIDEO_PROVIDERS)
  provider!: VideoProvider;

  @IsUrlField({ ...optional, description: 'Set video_url, embed_id or both.' })
  video_url?: string | null;

  @IsTextField({ ...optional, max: 100, example: 'dQw4w9WgXcQ' })
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'must be letters, digits, - and _ only' })
  embed_id?: string | null;

  @IsIntField({ ...optional, min: 0, max: 86_400 })
  duration_seconds?: number | null;

  @IsUrlField(optional)
  thumbnail_url?: string | null;

  @IsImageIdField('thumbnail')
  thumbnail_image_id?: string | null;

  @IsTextField({ ...optional, max: 20_000 })
  description?: string | null;

  @IsBooleanField({
    required: false,
    description: 'Default false. Publishing without published_at sets it to now.',
  })
  is_published?: boolean;

  @IsTimestampField('When the video was published.')
  published_at?: string | null;

  @CategoryIdsField()
  category_ids?: string[];
}
