import { CATALOGUE_RESOURCES } from '../catalogue/catalogue-resources';
import { CATEGORY_RESOURCE } from '../catalogue/content/categories/category.resource';
import { GUIDE_RESOURCE } from '../catalogue/content/guides/guide.resource';
import { VIDEO_RESOURCE } from '../catalogue/content/videos/video.resource';
import { ITINERARY_RESOURCE } from '../catalogue/cruise/itineraries/itinerary.resource';
import { coOwners } from './dependents';
import type { RecordSnapshot } from './record-snapshot';

const tag = (
  categoryId: string,
  itemType: string,
  itemId: string,
  id = `${categoryId}-${itemId}`,
) => ({
  id,
  category_id: categoryId,
  item_type: itemType,
  item_id: itemId,
  created_at: `created ${id}`,
});

const named = (owners: ReturnType<typeof coOwners>) =>
  owners.map((o) => `${o.resource.name} ${o.id}`);

describe('coOwners', () => {
  it('names the categories whose tags a guide write added or removed, not those it kept', () => {
    const before: RecordSnapshot = {
      id: 'g1',
      categories: [tag('kept', 'guide', 'g1'), tag('dropped', 'guide', 'g1')],
    };
    // Rewritten rows have new ids and timestamps: what they say is what counts.
    const after: RecordSnapshot = {
      id: 'g1',
      categories: [tag('kept', 'guide', 'g1', 'new-id'), tag('added', 'guide', 'g1')],
    };
    expect(named(coOwners(CATALOGUE_RESOURCES, GUIDE_RESOURCE, before, after))).toEqual([
      'category dropped',
      'category added',
    ]);
  });

  it('names the guides and videos a deleted category tagged, and no record of other types', () => {
    const before: RecordSnapshot = {
      id: 'c1',
      items: [tag('c1', 'guide', 'g1'), tag('c1', 'video', 'v1'), tag('c1', 'attraction', 'a1')],
    };
    expect(named(coOwners(CATALOGUE_RESOURCES, CATEGORY_RESOURCE, before, null))).toEqual([
      'guide g1',
      'video v1',
    ]);
  });

  it('names nobody for child rows only their record holds, or when nothing changed', () => {
    const stops: RecordSnapshot = { id: 'i1', stops: [{ id: 's1', itinerary_id: 'i1' }] };
    expect(coOwners(CATALOGUE_RESOURCES, ITINERARY_RESOURCE, stops, null)).toEqual([]);
    const video: RecordSnapshot = { id: 'v1', categories: [tag('c1', 'video', 'v1')] };
    expect(coOwners(CATALOGUE_RESOURCES, VIDEO_RESOURCE, video, video)).toEqual([]);
  });
});
