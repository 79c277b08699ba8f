import { ContentLocales } from '@/common/locale/content-locales';
import { Injectable } from '@nestjs/common';
import {
  CatalogueService,
  insertRow,
  patchRow,
} from '@/modules/catalogue/shared/catalogue-service';
import { CatalogueWriter } from '@/modules/catalogue/shared/catalogue-writer';
import { VIDEO_RESOURCE } from './video.resource';
import { InjectRepository } from '@nestjs/typeorm';
import { ReadPool } from '@/common/database';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { ValidationFailedError } from '@/common/errors';
import { assertCategories, CategoryTags, replaceTags } from '../categories/category-tags';
import { CreateVideoDto } from './dto/create-video.dto';
import { ListVideosQueryDto } from './dto/list-videos-query.dto';
import { UpdateVideoDto } from './dto/update-video.dto';
import { VideoResponseDto } from './dto/video-response.dto';
import { Video } from './video.entity';
import { videoColumns } from './video.columns';
import { VIDEO_READ } from './video.read';

@Injectable()
export class VideosService extends CatalogueService<Video, VideoResponseDto, ListVideosQueryDto> {
  private readonly tags: CategoryTags;

  constructor(
    @InjectRepository(Video) videos: Repository<Video>,
    reads: ReadPool,
    dataSource: DataSource,
    locales: ContentLocales,
    writer: CatalogueWriter,
  ) {
    super(reads, dataSource, locales, videos, writer, VIDEO_RESOURCE, VIDEO_READ);
    this.tags = new CategoryTags(dataSource, reads, 'video');
  }

  protected async answer(manager: EntityManager, id: string): Promise<VideoResponseDto> {
    return (await this.toResponses([await this.get(id, manager)], manager))[0];
  }

  async create(input: CreateVideoDto): Promise<VideoResponseDto> {
    return this.records.create(async (manager) => {
      await this.assertSlugFree(manager, input.slug);
      const video = videoColumns(input);
      const published = publishing(
        { videoUrl: null, embedId: null, isPublished: false, publishedAt: null, ...video },
        input.published_at,
      );
      if (input.category_ids) await assertCategories(manager, input.category_ids);
      const id = await insertRow(manager, Video, { ...video, ...published });
      if (input.category_ids) await replaceTags(manager, 'video', id, input.category_ids);
      return id;
    });
  }

  async update(id: string, changes: UpdateVideoDto): Promise<VideoResponseDto> {
    return this.records.update(id, async (manager) => {
      await patchRow(manager, Video, id, videoColumns(changes), async (video, before) => {
        await this.assertSlugFree(manager, changes.slug, before.slug);
        const published = publishing(video, changes.published_at);
        if (changes.category_ids) await assertCategories(manager, changes.category_ids);
        return published;
      });
      if (changes.category_ids) await replaceTags(manager, 'video', id, changes.category_ids);
    });
  }

  override async remove(id: string): Promise<void> {
    await this.records.remove(id, async (manager) => {
      await manager.delete(Video, { id });
      await replaceTags(manager, 'video', id, []);
    });
  }

  async toResponses(videos: Video[], manager?: EntityManager): Promise<VideoResponseDto[]> {
    const tags = await this.tags.of(
      videos.map((v) => v.id),
      manager,
    );
    return videos.map((v) => VideoResponseDto.from(v, tags.get(v.id) ?? []));
  }
}

/**
 * A video needs a URL or an embed id (400 otherwise). Answers its `publishedAt` when the request
 * sets it (`published_at`; undefined: unchanged) or when it is published without a date (now).
 */
function publishing(
  video: Pick<Video, 'videoUrl' | 'embedId' | 'isPublished' | 'publishedAt'>,
  publishedAt: string | null | undefined,
): Pick<Video, 'publishedAt'> | undefined {
  if (!video.videoUrl && !video.embedId)
    throw ValidationFailedError.field('video_url', 'set video_url or embed_id (or both)');
  let date = video.publishedAt;
  if (publishedAt !== undefined) date = publishedAt === null ? null : new Date(publishedAt);
  if (video.isPublished && !date) date = new Date();
  return date === video.publishedAt ? undefined : { publishedAt: date };
}
