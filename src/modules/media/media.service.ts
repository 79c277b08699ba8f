import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { NotFoundError } from '@/common/errors';
import { AppConfig } from '@/config/app-config';
import { ListMediaQueryDto } from './dto/list-media-query.dto';
import { MediaAssetResponseDto } from './dto/media-asset-response.dto';
import { UploadMediaDto } from './dto/upload-media.dto';
import { MediaAsset, StoredVariant } from './entities/media-asset.entity';
import { EncodedVariant, ImageProcessor, ProcessedImage } from './image-processor';
import { mediaKey, variantKey } from './media-keys';
import { MediaStorage } from './storage/media-storage';
import { BoundedWorkQueue } from '@/common/concurrency/bounded-work-queue';

/** An upload spooled to a temporary file (the interceptor removes it afterwards). */
export interface UploadedFile {
  path: string;
  size: number;
  originalName?: string;
}

interface PlannedObject {
  key: string;
  variant: EncodedVariant;
}

const CONTENT_TYPES: Record<EncodedVariant['format'], string> = {
  webp: 'image/webp',
  avif: 'image/avif',
};
/** Objects written at once while storing one image's variants. */
const PUT_PARALLELISM = 4;

const keysOf = (asset: Pick<MediaAsset, 'key' | 'variants'>): string[] => [
  ...new Set([asset.key, ...asset.variants.map((v) => v.key)]),
];

/** Printable, at most 255 characters; null when nothing is left. */
function cleanOriginalName(name: string | undefined): string | null {
  // eslint-disable-next-line no-control-regex
  const cleaned = (name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned === '' ? null : cleaned.slice(0, 255);
}

/**
 * The media library: each upload becomes a set of stored variants plus one record. A set is
 * published whole or not at all: the versioned variants are written first, then the record and
 * the image's own key (the largest WebP) in one transaction; any failure removes what this upload
 * wrote and leaves the previous set and record as they were. The previous set's objects are
 * removed once the new one is committed.
 */
@Injectable()
export class MediaService {
  private readonly logger = new Logger(MediaService.name);

  constructor(
    private readonly images: ImageProcessor,
    private readonly storage: MediaStorage,
    private readonly queue: BoundedWorkQueue,
    private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    @InjectRepository(MediaAsset) private readonly assets: Repository<MediaAsset>,
  ) {}

  async upload(
    input: UploadMediaDto,
    file: UploadedFile,
    uploadedById: string,
  ): Promise<MediaAssetResponseDto> {
    const { widths, avif } = this.config.media;
    // Read only once a slot is free: uploads waiting for one hold no memory.
    const image = await this.queue.run(async () =>
      this.images.process(await readFile(file.path), { widths, avif }),
    );
    const key = mediaKey(input);
    const planned = this.plan(input, key, image);
    const largest = planned.find((p) => p.key === key)!;
    const versioned = planned.filter((p) => p !== largest);

    await this.putAll(versioned);
    let replaced: MediaAsset | null;
    let asset: MediaAsset;
    try {
      [asset, replaced] = await this.dataSource.transaction(async (manager) => {
        await this.lockKey(manager, key);
        const existing = await manager.findOne(MediaAsset, { where: { key } });
        const saved = await manager.save(
          manager.create(MediaAsset, {
            ...(existing && { id: existing.id }),
            key,
            contentType: input.content_type,
            slug: input.slug,
            filename: input.filename,
            originalName: cleanOriginalName(file.originalName),
            originalSize: file.size,
            originalFormat: image.sourceType,
            originalWidth: image.sourceWidth,
            originalHeight: image.sourceHeight,
            width: largest.variant.width,
            height: largest.variant.height,
            size: largest.variant.data.length,
            animated: image.animated,
            variants: planned.map(toStoredVariant),
            placeholder: image.placeholder,
            dominantColor: image.dominantColor,
            uploadedById,
            uploadedAt: new Date(),
          }),
        );
        // Last: the one write that replaces something readers see. It fails alone or not at all.
        await this.storage.put(key, largest.variant.data, CONTENT_TYPES.webp);
        return [saved, existing] as const;
      });
    } catch (error) {
      await this.discard(versioned.map((p) => p.key));
      throw error;
    }
    if (replaced) {
      const kept = new Set(planned.map((p) => p.key));
      await this.discard(keysOf(replaced).filter((k) => !kept.has(k)));
    }
    return this.present(asset);
  }

  /** Newest first; filters by content type and slug. */
  async list(query: ListMediaQueryDto): Promise<[MediaAssetResponseDto[], number]> {
    const qb = this.assets.createQueryBuilder('m');
    if (query.content_type) qb.andWhere('m.content_type = :ct', { ct: query.content_type });
    if (query.slug) qb.andWhere('m.slug = :slug', { slug: query.slug });
    const [assets, total] = await qb
      .orderBy('m.uploaded_at', 'DESC')
      .addOrderBy('m.id', 'DESC')
      .skip(query.skip)
      .take(query.limit)
      .getManyAndCount();
    return [assets.map((a) => this.present(a)), total];
  }

  async get(id: string): Promise<MediaAssetResponseDto> {
    const asset = await this.assets.findOne({ where: { id } });
    if (!asset) throw new NotFoundError('Image', id);
    return this.present(asset);
  }

  /**
   * Removes every stored object of the image, then its record. When the store fails the record
   * stays (502), so the delete can simply be repeated; deleting a missing object is not an error.
   */
  async remove(id: string): Promise<void> {
    const found = await this.assets.findOne({ where: { id }, select: { id: true, key: true } });
    if (!found) throw new NotFoundError('Image', id);
    await this.dataSource.transaction(async (manager) => {
      await this.lockKey(manager, found.key);
      const asset = await manager.findOne(MediaAsset, { where: { id } });
      if (!asset) throw new NotFoundError('Image', id);
      await this.storage.delete(keysOf(asset));
      await manager.delete(MediaAsset, { id });
    });
  }

  private plan(input: UploadMediaDto, key: string, image: ProcessedImage): PlannedObject[] {
    const version = randomBytes(4).toString('hex');
    const webp = image.variants.filter((v) => v.format === 'webp');
    const largestWebp = webp[webp.length - 1];
    return image.variants.map((variant) => ({
      key:
        variant === largestWebp ? key : variantKey(input, version, variant.width, variant.format),
      variant,
    }));
  }

  /** Uploads of one key (and deletes of its record) run one after another, on every instance. */
  private async lockKey(manager: EntityManager, key: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`media:${key}`]);
  }

  /** Writes the objects a few at a time; on a failure removes those written and rethrows. */
  private async putAll(objects: PlannedObject[]): Promise<void> {
    const pending = [...objects];
    const written: string[] = [];
    let failure: Error | undefined;
    const worker = async (): Promise<void> => {
      for (let next = pending.shift(); next && !failure; next = pending.shift()) {
        try {
          await this.storage.put(next.key, next.variant.data, CONTENT_TYPES[next.variant.format]);
          written.push(next.key);
        } catch (error) {
          failure ??= error instanceof Error ? error : new Error(String(error));
        }
      }
    };
    await Promise.all(Array.from({ length: PUT_PARALLELISM }, worker));
    if (failure) {
      await this.discard(written);
      throw failure;
    }
  }

  /** Best effort: objects that cannot be removed now are logged by key, never fail the request. */
  private async discard(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    try {
      await this.storage.delete(keys);
    } catch {
      this.logger.error(`Could not remove ${keys.length} unused media objects: ${keys.join(', ')}`);
    }
  }

  private present(asset: MediaAsset): MediaAssetResponseDto {
    return MediaAssetResponseDto.from(asset, this.config.media.publicUrl);
  }
}

function toStoredVariant({ key, variant }: PlannedObject): StoredVariant {
  return {
    key,
    format: variant.format,
    width: variant.width,
    height: variant.height,
    size: variant.data.length,
  };
}
