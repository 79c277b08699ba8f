import { CATALOGUE_RESOURCES } from '../catalogue-resources';
import { CATEGORY_RESOURCE } from '../content/categories/category.resource';
import { GUIDE_RESOURCE } from '../content/guides/guide.resource';
import { VIDEO_RESOURCE } from '../content/videos/video.resource';
import { ITINERARY_RESOURCE } from '../cruise/itineraries/itinerary.resource';
import type { DataSource, EntityManager } from 'typeorm';
import { coOwners, ReferringKey, ReferringKeys } from '@/modules/revisions/dependents';
import type { RecordSnapshot } from '@/modules/revisions/record-snapshot';

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

describe('ReferringKeys', () => {
  const key = (table: string): ReferringKey => ({
    table,
    column: 'parent_id',
    parent: 'parents',
    action: 'c',
  });
  /** A transaction's manager on `dataSource` whose catalogue query answers `answers` in turn. */
  const managerOf = (dataSource: DataSource, ...answers: Array<ReferringKey[] | Error>) => {
    const query = jest.fn(() => {
      const next = answers.shift();
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    });
    return { manager: { dataSource, query } as unknown as EntityManager, query };
  };

  it('reads the keys once and answers the same on every later write', async () => {
    const dataSource = {} as DataSource;
    const keys = new ReferringKeys(dataSource);
    const first = managerOf(dataSource, [key('ships')]);
    const later = managerOf(dataSource, [key('never read')]);
    expect(await keys.of(first.manager)).toEqual([key('ships')]);
    expect(await keys.of(later.manager)).toEqual([key('ships')]);
    expect(first.query).toHaveBeenCalledTimes(1);
    expect(later.query).toHaveBeenCalledTimes(0);
  });

  it("keeps each data source's keys apart: one never answers with another's", async () => {
    const [a, b] = [{} as DataSource, {} as DataSource];
    const [keysOfA, keysOfB] = [new ReferringKeys(a), new ReferringKeys(b)];
    expect(await keysOfA.of(managerOf(a, [key('ships')]).manager)).toEqual([key('ships')]);
    const onB = managerOf(b, [key('attractions')]);
    expect(await keysOfB.of(onB.manager)).toEqual([key('attractions')]);
    expect(onB.query).toHaveBeenCalledTimes(1);
    expect(await keysOfA.of(managerOf(a).manager)).toEqual([key('ships')]);
  });

  it('refuses a manager of another data source', async () => {
    const keys = new ReferringKeys({} as DataSource);
    const other = managerOf({} as DataSource, [key('ships')]);
    await expect(keys.of(other.manager)).rejects.toThrow(
      'ReferringKeys read on another data source',
    );
    expect(other.query).toHaveBeenCalledTimes(0);
  });

  it('does not keep a read that failed: the next write reads again', async () => {
    const dataSource = {} as DataSource;
    const keys = new ReferringKeys(dataSource);
    const { manager, query } = managerOf(dataSource, new Error('connection lost'), [key('ships')]);
    await expect(keys.of(manager)).rejects.toThrow('connection lost');
    expect(await keys.of(manager)).toEqual([key('ships')]);
    expect(await keys.of(manager)).toEqual([key('ships')]);
    expect(query).toHaveBeenCalledTimes(2);
  });
});
