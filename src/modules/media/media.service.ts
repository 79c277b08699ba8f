import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { readFile } from 'node:fs/promises';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import { isForeignKeyViolation } from '@/common/database';
import { ConflictError, NotFoundError, ValidationFailedError } from '@/common/errors';
import { AppConfig } from '@/config/app-config';
import { ListMediaQueryDto } from './dto/list-media-query.dto';
import { MediaAssetDetailResponseDto, MediaAssetResponseDto } from './dto/media-asset-response.dto';
import { UploadMediaDto } from './dto/upload-media.dto';
import { UpdateMediaDto } from './dto/update-media.dto';
import { MediaAsset, StoredVariant } from './entities/media-asset.entity';
import { MediaRetiredObject } from './entities/media-retired-object.entity';
import { EncodedVariant, FocalPoint, ImageProcessor, ProcessedImage } from './image-processor';
import { MediaKeyParts, mediaKey, variantKey } from './media-keys';
import { describeUsage, IMAGE_USAGE_SQL, IMAGE_USERS_SQL, imageUsers } from './media-usage';
import { MEDIA_RESOURCE } from './media.resource';
import {
  bindResource,
  CatalogueWriter,
  ResourceWriter,
} from '@/modules/catalogue/shared/catalogue-writer';
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

const keysOf = (asset: Pick<MediaAsset, 'variants'>): string[] => [
  ...new Set(asset.variants.map((v) => v.key)),
];
const HOUR_MS = 3_600_000;

const focalOf = (asset: Pick<MediaAsset, 'focalX' | 'focalY'> | null): FocalPoint | null =>
  asset && asset.focalX !== null && asset.focalY !== null
    ? { x: asset.focalX, y: asset.focalY }
    : null;

const sameFocal = (a: FocalPoint | null, b: FocalPoint | null): boolean =>
  a === null || b === null ? a === b : a.x === b.x && a.y === b.y;

/** The keys of the full-frame variants: the image itself, which a replacement changes. */
const fullFrameKeys = (asset: Pick<MediaAsset, 'variants'>): string =>
  asset.variants
    .filter((v) => !v.aspect)
    .map((v) => v.key)
    .join(',');

const partsOf = (asset: MediaAsset): MediaKeyParts => ({
  content_type: asset.contentType,
  slug: asset.slug,
  filename: asset.filename,
});

/** Printable, at most 255 characters; null when nothing is left. */
function cleanOriginalName(name: string | undefined): string | null {
  // eslint-disable-next-line no-control-regex
  const cleaned = (name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned === '' ? null : cleaned.slice(0, 255);
}

/**
 * The media library: each upload becomes a set of stored variants plus one record. Every variant
 * is stored under a key holding the hash of its bytes, so no stored object ever changes. A set is
 * published whole or not at all: the variants are written first, then the record in one
 * transaction; any failure removes what this upload wrote and leaves the previous set and record
 * as they were. The previous set's objects keep answering for MEDIA_REPLACED_GRACE_HOURS (pages
 * and caches still name them), then the next media write removes them.
 */
@Injectable()
export class MediaService {
  private readonly logger = new Logger(MediaService.name);
  /** Metadata changes go through the catalogue write path (audit, revision, outbox event). */
  private readonly writes: ResourceWriter<MediaAssetDetailResponseDto>;

  constructor(
    private readonly images: ImageProcessor,
    private readonly storage: MediaStorage,
    private readonly queue: BoundedWorkQueue,
    private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    @InjectRepository(MediaAsset) private readonly assets: Repository<MediaAsset>,
    writer: CatalogueWriter,
  ) {
    this.writes = bindResource(writer, MEDIA_RESOURCE, (manager, id) => this.detail(manager, id));
  }

  async upload(
    input: UploadMediaDto,
    file: UploadedFile,
    uploadedById: string,
  ): Promise<MediaAssetResponseDto> {
    const { widths, avif } = this.config.media;
    const key = mediaKey(input);
    // A replacement keeps the focal point: its crops are cut around it.
    const focal = focalOf(
      await this.assets.findOne({ where: { key }, select: { focalX: true, focalY: true } }),
    );
    // Read only once a slot is free: uploads waiting for one hold no memory.
    const image = await this.queue.run(async () => {
      const processed = await this.images.process(await readFile(file.path), { widths, avif });
      if (!processed.animated) {
        const largestWebp = processed.variants.filter((v) => v.format === 'webp').at(-1)!;
        processed.variants.push(
          ...(await this.images.crops(largestWebp.data, focal, { widths, avif })),
        );
      }
      return processed;
    });
    const planned = this.plan(input, image);
    const largest = planned.filter((p) => p.variant.format === 'webp' && !p.variant.aspect).at(-1)!;
    // Objects the current set, or a replaced one still in its grace period, shares with this one
    // (the same bytes uploaded again) are not ours to remove when this upload fails.
    const current = await this.assets.findOne({ where: { key }, select: { variants: true } });
    const retired = await this.dataSource.manager.find(MediaRetiredObject, {
      where: { key: In(planned.map((p) => p.key)) },
    });
    const shared = new Set([...(current ? keysOf(current) : []), ...retired.map((r) => r.key)]);

    await this.putAll(planned, shared);
    let asset: MediaAsset;
    try {
      asset = await this.dataSource.transaction(async (manager) => {
        await this.lockKey(manager, key);
        const existing = await manager.findOne(MediaAsset, { where: { key } });
        // The crops were cut around the focal point read before processing; a PATCH since moved it.
        if (!sameFocal(focalOf(existing), focal))
          throw new ConflictError(
            `The focal point of '${key}' changed while the image was processed; upload it again.`,
          );
        const saved = await manager.save(
          manager.create(MediaAsset, {
            ...(existing && {
              id: existing.id,
              altText: existing.altText,
              caption: existing.caption,
              credit: existing.credit,
              copyright: existing.copyright,
              focalX: existing.focalX,
              focalY: existing.focalY,
            }),
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
            ...(input.alt_text !== undefined && { altText: input.alt_text }),
            uploadedById,
            uploadedAt: new Date(),
          }),
        );
        const kept = planned.map((p) => p.key);
        // Taken back from the retired list; one that a sweep removed meanwhile (after this upload
        // wrote it again) is written once more, so the published set is whole.
        const reclaimed = await manager.query<Array<{ key: string }>>(
          `WITH taken AS (DELETE FROM media_retired_objects WHERE key = ANY($1::text[]) RETURNING key)
           SELECT key FROM taken`,
          [kept],
        );
        const swept = new Set(retired.map((r) => r.key));
        for (const { key: k } of reclaimed) swept.delete(k);
        for (const object of planned.filter((p) => swept.has(p.key)))
          await this.storage.put(
            object.key,
            object.variant.data,
            CONTENT_TYPES[object.variant.format],
          );
        if (existing)
          await this.retire(
            manager,
            keysOf(existing).filter((k) => !kept.includes(k)),
          );
        return saved;
      });
    } catch (error) {
      await this.discard(planned.map((p) => p.key).filter((k) => !shared.has(k)));
      throw error;
    }
    await this.sweep();
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

  /** The image with the records that use it. */
  async get(id: string): Promise<MediaAssetDetailResponseDto> {
    return this.writes.answer(id);
  }

  /**
   * Changes what the studio says about the image (alt text, caption, credit, copyright, focal
   * point) through the catalogue write path: one transaction with its revision, `media.updated`
   * event and audit entry. A new focal point cuts new crops from the largest WebP variant (stored
   * before the transaction, content-addressed); the old ones are retired like a replaced image's.
   */
  async update(id: string, changes: UpdateMediaDto): Promise<MediaAssetDetailResponseDto> {
    if (Object.values(changes).every((value) => value === undefined))
      throw new ValidationFailedError(
        [],
        'The request changes nothing: send at least one of alt_text, caption, credit, copyright, focal_point.',
      );
    const asset = await this.assets.findOne({ where: { id } });
    if (!asset) throw new NotFoundError('Image', id);
    const focal =
      changes.focal_point === undefined
        ? undefined
        : changes.focal_point && { x: changes.focal_point.x, y: changes.focal_point.y };
    const recut = focal !== undefined && !asset.animated && !sameFocal(focal, focalOf(asset));
    const planned = recut ? await this.cutCrops(asset, focal) : [];
    const kept = planned.map((p) => p.key);
    const retired = await this.dataSource.manager.find(MediaRetiredObject, {
      where: { key: In(kept) },
    });
    const shared = new Set([...keysOf(asset), ...retired.map((r) => r.key)]);
    await this.putAll(planned, shared);
    let answer: MediaAssetDetailResponseDto;
    try {
      answer = await this.writes.update(id, async (manager) => {
        const current = await manager.findOneOrFail(MediaAsset, { where: { id } });
        const patch: Partial<MediaAsset> = {
          ...(changes.alt_text !== undefined && { altText: changes.alt_text }),
          ...(changes.caption !== undefined && { caption: changes.caption }),
          ...(changes.credit !== undefined && { credit: changes.credit }),
          ...(changes.copyright !== undefined && { copyright: changes.copyright }),
          ...(focal !== undefined && { focalX: focal?.x ?? null, focalY: focal?.y ?? null }),
        };
        if (recut) {
          // The crops were cut from the image as it was read: a replacement since has crops of
          // its own, cut around the focal point it read.
          if (fullFrameKeys(current) !== fullFrameKeys(asset))
            throw new ConflictError(`Image '${id}' was replaced meanwhile; try again.`);
          patch.variants = [
            ...current.variants.filter((v) => !v.aspect),
            ...planned.map(toStoredVariant),
          ];
          await manager.query(`DELETE FROM media_retired_objects WHERE key = ANY($1::text[])`, [
            kept,
          ]);
          await this.retire(
            manager,
            current.variants.filter((v) => v.aspect && !kept.includes(v.key)).map((v) => v.key),
          );
        }
        await manager.update(MediaAsset, { id }, patch);
      });
    } catch (error) {
      await this.discard(kept.filter((k) => !shared.has(k)));
      throw error;
    }
    if (recut) await this.sweep();
    return answer;
  }

  /** New crops of the image around `focal`, cut from its largest WebP variant. */
  private async cutCrops(asset: MediaAsset, focal: FocalPoint | null): Promise<PlannedObject[]> {
    const { widths, avif } = this.config.media;
    const largest = asset.variants.filter((v) => v.format === 'webp' && !v.aspect).at(-1)!;
    const source = await this.storage.get(largest.key);
    const crops = await this.queue.run(() => this.images.crops(source, focal, { widths, avif }));
    const parts = partsOf(asset);
    return crops.map((variant) => ({
      key: variantKey(parts, variant.data, variant.width, variant.format),
      variant,
    }));
  }

  /** The studio's answer for one image: the image and the records that use it. */
  private async detail(manager: EntityManager, id: string): Promise<MediaAssetDetailResponseDto> {
    const asset = await manager.findOne(MediaAsset, { where: { id } });
    if (!asset) throw new NotFoundError('Image', id);
    const users = await manager.query<
      Array<{ ref: number; id: string; slug: string; name: string | null }>
    >(IMAGE_USERS_SQL, [id]);
    return MediaAssetDetailResponseDto.detail(
      asset,
      this.config.media.publicUrl,
      imageUsers(users),
    );
  }

  /**
   * Removes the record, then every stored object of the image, in one transaction: when the store
   * fails the record stays (502), so the delete can simply be repeated; deleting a missing object
   * is not an error. An image that a catalogue record uses is refused (409, naming the records):
   * its foreign keys refuse it too, so a record that takes it meanwhile cannot be left without it.
   */
  async remove(id: string): Promise<void> {
    const found = await this.assets.findOne({ where: { id }, select: { id: true, key: true } });
    if (!found) throw new NotFoundError('Image', id);
    try {
      await this.dataSource.transaction(async (manager) => {
        await this.lockKey(manager, found.key);
        const asset = await manager.findOne(MediaAsset, { where: { id } });
        if (!asset) throw new NotFoundError('Image', id);
        await this.assertUnused(manager, id);
        await manager.delete(MediaAsset, { id });
        await this.storage.delete(keysOf(asset));
      });
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      await this.assertUnused(this.dataSource.manager, id);
      throw new ConflictError(`Image '${id}' was taken into use meanwhile; try again.`);
    }
    await this.sweep();
  }

  private async assertUnused(manager: EntityManager, id: string): Promise<void> {
    const users = await manager.query<Array<{ ref: number; slug: string }>>(IMAGE_USAGE_SQL, [id]);
    if (users.length > 0)
      throw new ConflictError(
        `Image '${id}' is used by ${describeUsage(users)}; remove it from them before deleting it.`,
      );
  }

  /** Objects of a replaced set: kept for the grace period, then removed by sweep(). */
  private async retire(manager: EntityManager, keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    const deleteAfter = new Date(Date.now() + this.config.media.replacedGraceHours * HOUR_MS);
    await manager.upsert(
      MediaRetiredObject,
      keys.map((key) => ({ key, deleteAfter })),
      ['key'],
    );
  }

  /**
   * Removes the retired objects whose grace period is over, unless an image uses them again (the
   * same bytes uploaded anew). Best effort: a store that fails keeps them for the next sweep.
   */
  private async sweep(): Promise<void> {
    try {
      await this.dataSource.transaction(async (manager) => {
        const due = await manager.query<Array<{ key: string }>>(
          `WITH due AS (
             DELETE FROM media_retired_objects r WHERE r.key IN (
               SELECT key FROM media_retired_objects WHERE delete_after <= now()
               ORDER BY delete_after LIMIT 200 FOR UPDATE SKIP LOCKED)
             RETURNING r.key)
           SELECT key FROM due`,
        );
        const used = await manager.query<Array<{ key: string }>>(
          `SELECT v->>'key' AS key FROM media_assets m, jsonb_array_elements(m.variants) v
            WHERE v->>'key' = ANY($1::text[])`,
          [due.map((d) => d.key)],
        );
        const keep = new Set(used.map((u) => u.key));
        const keys = due.map((d) => d.key).filter((k) => !keep.has(k));
        if (keys.length > 0) await this.storage.delete(keys);
      });
    } catch {
      this.logger.warn(
        'Could not remove the objects of replaced images yet; the next write retries',
      );
    }
  }

  private plan(input: UploadMediaDto, image: ProcessedImage): PlannedObject[] {
    return image.variants.map((variant) => ({
      key: variantKey(input, variant.data, variant.width, variant.format),
      variant,
    }));
  }

  /** Uploads of one key (and deletes of its record) run one after another, on every instance. */
  private async lockKey(manager: EntityManager, key: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`media:${key}`]);
  }

  /**
   * Writes the objects a few at a time; on a failure removes those written (but the `shared` ones,
   * which the current set uses: rewritten with the same bytes) and rethrows.
   */
  private async putAll(objects: PlannedObject[], shared: ReadonlySet<string>): Promise<void> {
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
      await this.discard(written.filter((k) => !shared.has(k)));
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
    ...(variant.aspect && { aspect: variant.aspect }),
  };
}
