import { Injectable } from '@nestjs/common';
import { CatalogueService } from '../../shared/catalogue-service';
import { CatalogueWriter } from '../../shared/catalogue-writer';
import { VIDEO_RESOURCE } from './video.resource';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { ValidationFailedError } from '../../../../common/errors';
import { assertCategories, CategoryTags, replaceTags } from '../categories/category-tags';
import { entityFields } from '../../shared/entity-fields';
import { CreateVideoDto } from './dto/create-video.dto';
import { ListVideosQueryDto } from './dto/list-videos-query.dto';
import { UpdateVideoDto } from './dto/update-video.dto';
import { VideoResponseDto } from './dto/video-response.dto';
import { Video } from './video.entity';
import { VIDEO_READ } from './video.read';

const OWN_FIELDS = ['category_ids', 'published_at'];

@Injectable()
export class VideosService extends CatalogueService<Video, VideoResponseDto, ListVideosQueryDto> {
  private readonly tags: CategoryTags;

  constructor(
    @InjectRepository(Video) private readonly videos: Repository<Video>,
    dataSource: DataSource,
    writer: CatalogueWriter,
  ) {
    super(dataSource, videos, writer, VIDEO_RESOURCE, VIDEO_READ);
    this.tags = new CategoryTags(dataSource, 'video');
  }

  protected async answer(manager: EntityManager, id: string): Promise<VideoResponseDto> {
    return (await this.toResponses([await this.get(id, manager)], manager))[0];
  }

  async create(input: CreateVideoDto): Promise<VideoResponseDto> {
    await this.assertSlugFree(input.slug);
    const video = this.videos.create(entityFields<Video>(input, OWN_FIELDS));
    prepare(video, input.published_at);
    return this.records.create(write(video, input.category_ids));
  }

  async update(id: string, changes: UpdateVideoDto): Promise<VideoResponseDto> {
    const video = await this.get(id);
    await this.assertSlugFree(changes.slug, video.slug);
    this.videos.merge(video, entityFields<Video>(changes, OWN_FIELDS));
    prepare(video, changes.published_at);
    return this.records.update(id, write(video, changes.category_ids));
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

/** A video needs a URL or an embed id; publishing without a date means now. */
function prepare(video: Video, publishedAt: string | null | undefined): void {
  if (!video.videoUrl && !video.embedId)
    throw ValidationFailedError.field('video_url', 'set video_url or embed_id (or both)');
  if (publishedAt !== undefined)
    video.publishedAt = publishedAt === null ? null : new Date(publishedAt);
  if (video.isPublished && !video.publishedAt) video.publishedAt = new Date();
}

/** Saves the video with its categories, on the write's transaction. */
function write(video: Video, categoryIds: string[] | undefined) {
  return async (manager: EntityManager): Promise<string> => {
    if (categoryIds) await assertCategories(manager, categoryIds);
    const saved = await manager.save(video);
    if (categoryIds) await replaceTags(manager, 'video', saved.id, categoryIds);
    return saved.id;
  };
}
