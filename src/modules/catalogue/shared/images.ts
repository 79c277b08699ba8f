import { applyDecorators } from '@nestjs/common';
import type { EntityManager, EntityTarget, ObjectLiteral, ObjectType } from 'typeorm';
import type { ChildModel } from '@/common/read';
import { IMAGE_COLUMNS } from '@/modules/media/dto/image.dto';
import { ArrayMaxSize, IsArray } from 'class-validator';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { fieldPresence, IsValid } from '@/common/validation';
import { IsUuidString } from './fields';

/** Images a gallery holds at most. */
export const GALLERY_MAX = 50;

/** `<x>_image_id` of a create (and update) body: a media asset's id, or null for none. */
export function IsImageIdField(what: string): PropertyDecorator {
  return IsUuidString({
    required: false,
    nullable: true,
    description: `The ${what}: the id of an image of the media library (POST /studio/media/upload); null removes it. An id that is no image is a 400.`,
  });
}

const isUuidList = (value: unknown): boolean =>
  Array.isArray(value) &&
  value.every(
    (id) =>
      typeof id === 'string' &&
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id),
  );

/** `gallery_image_ids`: the whole gallery, in order; each a media asset's id, at most once. */
export function IsGalleryField(): PropertyDecorator {
  return applyDecorators(
    ...fieldPresence({ required: false }),
    IsArray({ message: 'must be an array of image ids' }),
    ArrayMaxSize(GALLERY_MAX, { message: `must hold at most ${GALLERY_MAX} images` }),
    IsValid(isUuidList, 'must hold image ids (UUIDs)'),
    IsValid(
      (value) => !Array.isArray(value) || new Set(value).size === value.length,
      'must not name an image twice',
    ),
    ApiPropertyOptional({
      type: [String],
      format: 'uuid',
      maxItems: GALLERY_MAX,
      uniqueItems: true,
      description:
        'The gallery, in order: ids of images of the media library. Replaces the whole gallery; [] empties it. An id that is no image is a 400.',
    }),
  );
}

/**
 * Replaces a record's gallery (its link rows) on the write's transaction: `ids` in order, or
 * nothing changed when the field was not sent. An id that is no image fails on the foreign key,
 * which the writer answers as a 400 naming `gallery_image_ids`.
 */
export async function replaceGallery<E extends ObjectLiteral>(
  manager: EntityManager,
  entity: ObjectType<E>,
  parent: keyof E & string,
  parentId: string,
  ids: readonly string[] | undefined,
): Promise<void> {
  if (ids === undefined) return;
  await manager.delete(entity, { [parent]: parentId });
  if (ids.length === 0) return;
  await manager.insert(
    entity,
    ids.map((mediaAssetId, position) => ({ [parent]: parentId, position, mediaAssetId })) as never,
  );
}

/** The read model of a gallery's link rows with their images, in order. */
export function galleryRead(entity: EntityTarget<ObjectLiteral>, parent: string): ChildModel {
  return {
    entity,
    alias: 'gi',
    parent,
    joins: [{ alias: 'gm', relation: 'mediaAsset', select: [...IMAGE_COLUMNS] }],
    order: 'gi.position',
  };
}
