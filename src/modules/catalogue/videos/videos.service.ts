import { Injectable } from '@nestjs/common';
import { CatalogueWriter } from '../../revisions/catalogue-writer';
import { VIDEO_RESOURCE } from './video.resource';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { alreadyExists } from '../../../common/database';
import { NotFoundError, ValidationFailedError } from '../../../common/errors';
import { assertCategories, replaceTags, tagsOf } from '../shared/category-tags';
import { entityFields } from '../shared/entity-fields';
import { CreateVideoDto } from './dto/create-video.dto';
import { ListVideosQueryDto } from './dto/list-videos-query.dto';
import { UpdateVideoDto } from './dto/update-video.dto';
import { VideoResponseDto } from './dto/video-response.dto';
import { Video } from './video.entity';

const OWN_FIELDS = ['category_ids', 'published_at'];

@Injectable()
export class VideosService {
  constructor(
    @InjectRepository(Video) private readonly videos: Repository<Video>,
    private readonly dataSource: DataSource,
    private readonly writer: CatalogueWriter,
  ) {}

  /** Public: published videos, newest first. Studio: all. */
  async list(query: ListVideosQueryDto, publicOnly: boolean): Promise<[Video[], number]> {
    const qb = this.videos.createQueryBuilder('v');
    if (publicOnly) qb.andWhere('v.is_published');
    if (query.provider) qb.andWhere('v.provider = :provider', { provider: query.provider });
    if (query.category)
      qb.andWhere(
        `EXISTS (SELECT 1 FROM category_items ci JOIN categories c ON c.id = ci.category_id
                  WHERE ci.item_type = 'video' AND ci.item_id = v.id AND c.slug = :category)`,
        { category: query.category },
      );
    return qb
      .orderBy('v.published_at', 'DESC', 'NULLS LAST')
      .addOrderBy('v.title', 'ASC')
      .addOrderBy('v.id', 'ASC')
      .skip(query.skip)
      .take(query.limit)
      .getManyAndCount();
  }

  async getBySlug(slug: string): Promise<Video> {
    const video = await this.videos.findOneBy({ slug, isPublished: true });
    if (!video) throw new NotFoundError('Video', slug);
    return video;
  }

  async get(id: string, manager = this.videos.manager): Promise<Video> {
    const video = await manager.withRepository(this.videos).findOneBy({ id });
    if (!video) throw new NotFoundError('Video', id);
    return video;
  }

  async create(input: CreateVideoDto): Promise<Video> {
    if (await this.videos.existsBy({ slug: input.slug }))
      throw alreadyExists('video', 'slug', input.slug);
    const video = this.videos.create(entityFields<Video>(input, OWN_FIELDS));
    prepare(video, input.published_at);
    return this.writer.create(VIDEO_RESOURCE, write(video, input.category_ids), (manager, id) =>
      this.get(id, manager),
    );
  }

  async update(id: string, changes: UpdateVideoDto): Promise<Video> {
    const video = await this.get(id);
    if (
      changes.slug !== undefined &&
      changes.slug !== video.slug &&
      (await this.videos.existsBy({ slug: changes.slug }))
    )
      throw alreadyExists('video', 'slug', changes.slug);
    this.videos.merge(video, entityFields<Video>(changes, OWN_FIELDS));
    prepare(video, changes.published_at);
    return this.writer.update(VIDEO_RESOURCE, id, write(video, changes.category_ids), (manager) =>
      this.get(id, manager),
    );
  }

  async remove(id: string): Promise<void> {
    await this.writer.remove(VIDEO_RESOURCE, id, async (manager) => {
      await manager.delete(Video, { id });
      await replaceTags(manager, 'video', id, []);
    });
  }

  async toResponses(videos: Video[], _publicView: boolean): Promise<VideoResponseDto[]> {
    const tags = await tagsOf(
      this.dataSource.manager,
      'video',
      videos.map((v) => v.id),
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
