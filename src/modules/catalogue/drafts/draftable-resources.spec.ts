import { REVISIONED_PATHS } from '../catalogue-resources';
import {
  draftableAt,
  draftableNamed,
  DRAFTABLE_PATHS,
  DRAFTABLE_RESOURCES,
} from './draftable-resources';

describe('draftable resources', () => {
  it('are every catalogue resource with revisions', () => {
    expect([...DRAFTABLE_PATHS].sort()).toEqual([...REVISIONED_PATHS].sort());
  });

  // `service: Type<DraftTarget>` makes the compiler check each service's create and update.
  it('name distinct create and update bodies for each', () => {
    for (const d of DRAFTABLE_RESOURCES) expect(d.create).not.toBe(d.update);
  });

  it('are found by studio path and by resource name, and nothing else is', () => {
    expect(draftableAt('theme-parks')?.resource.name).toBe('theme_park');
    expect(draftableNamed('theme_park')?.path).toBe('theme-parks');
    expect(draftableAt('users')).toBeUndefined();
    expect(draftableNamed('dry_dock')).toBeUndefined();
  });
});
