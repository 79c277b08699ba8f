import type { CatalogueResource } from '@/modules/revisions/catalogue-resource';

/**
 * The media library's images on the catalogue write path: a metadata change (PATCH
 * /studio/media/{id}) is stored with its revision, `media.updated` outbox event and audit entry in
 * one transaction, like every catalogue write. Not among the resources with revisions under
 * /studio/{path}/{id}/revisions: restoring a revision would bring back variants whose objects may
 * be gone (docs/behaviour.md, Media).
 */
export const MEDIA_RESOURCE: CatalogueResource = {
  name: 'media',
  label: 'Image',
  table: 'media_assets',
  constraints: { what: 'image' },
};
