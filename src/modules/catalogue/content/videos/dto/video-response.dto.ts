import { ApiRecordLocale } from '@/common/locale/locale-query';
import { ApiImage, ImageDto } from '@/modules/media/dto/image.dto';
import { ApiProperty } from '@nestjs/swagger';
import { isoTimestamp } from '@/common/http/iso-date';
import { CategorySummary } from '@/modules/catalogue/content/categories/category-tags';
import { CategorySummaryDto } from '@/modules/catalogue/content/guides/dto/guide-response.dto';
import { Video, VIDEO_PROVIDERS } from '../video.entity';

/** The player address for providers with a known embed form. */
export function embedUrl(provider: string, embedId: string | null): string | null {
  if (!embedId) return null;
  if (provider === 'youtube') return `https://www.youtube-nocookie.com/embed/${embedId}`;
  if (provider === 'vimeo') return `https://player.vimeo.com/video/${embedId}`;
  return null;
}

export class VideoResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiRecordLocale() locale!: string;
  @ApiProperty({ enum: VIDEO_PROVIDERS }) provider!: string;
  @ApiProperty({ type: String, nullable: true }) video_url!: string | null;
  @ApiProperty({ type: String, nullable: true }) embed_id!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Player URL derived from provider and embed_id (YouTube, Vimeo).',
  })
  embed_url!: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) duration_seconds!: number | null;
  @ApiProperty({ type: String, nullable: true }) thumbnail_url!: string | null;

  @ApiImage(
    'The thumbnail from the media library, ready for `<img srcset>`; null when none is set (`thumbnail_url` may still name an external one).',
  )
  thumbnail_image!: ImageDto | null;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty() is_published!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) published_at!: string | null;
  @ApiProperty({ type: [CategorySummaryDto] }) categories!: CategorySummaryDto[];
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;

  static from(video: Video, categories: CategorySummary[]): VideoResponseDto {
    return {
      id: video.id,
      title: video.title,
      slug: video.slug,
      locale: video.locale!,
      provider: video.provider,
      video_url: video.videoUrl,
      embed_id: video.embedId,
      embed_url: embedUrl(video.provider, video.embedId),
      duration_seconds: video.durationSeconds,
      thumbnail_url: video.thumbnailUrl,
      thumbnail_image: ImageDto.of(video.thumbnailImage),
      description: video.description,
      is_published: video.isPublished,
      published_at: isoTimestamp(video.publishedAt),
      categories,
      created_at: isoTimestamp(video.createdAt),
      updated_at: isoTimestamp(video.updatedAt),
    };
  }
}
