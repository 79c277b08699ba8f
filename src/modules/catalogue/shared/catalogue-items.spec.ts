import { CATALOGUE_RESOURCES } from '../catalogue-resources';
import { ITEM_TYPES } from './catalogue-items';

describe('ITEM_TYPES', () => {
  it("translate a referenced record's title exactly where its resource declares it translatable", () => {
    for (const [type, spec] of Object.entries(ITEM_TYPES)) {
      const resource = CATALOGUE_RESOURCES.find((r) => r.table === spec.table);
      expect({ type, resource: resource?.name }).toEqual({ type, resource: expect.any(String) });
      const declared = Object.keys(resource?.translatable ?? {}).includes(spec.title);
      expect({ type, translated: spec.translated }).toEqual({ type, translated: declared });
    }
  });
});
