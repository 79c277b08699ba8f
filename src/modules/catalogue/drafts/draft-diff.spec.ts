import { diffDraft } from './draft-diff';

describe('diffDraft', () => {
  it('sets each draft field beside the live value of the same name', () => {
    expect(
      diffDraft(
        { name: 'New', tags: ['a', 'b'], description: null },
        { id: 'x', name: 'Old', tags: ['a', 'b'], description: 'Text' },
      ),
    ).toEqual([
      { field: 'name', live: 'Old', draft: 'New', changed: true },
      { field: 'tags', live: ['a', 'b'], draft: ['a', 'b'], changed: false },
      { field: 'description', live: 'Text', draft: null, changed: true },
    ]);
  });

  it('answers null as the live value of a new record or a field the answer lacks', () => {
    expect(diffDraft({ name: 'New' }, null)).toEqual([
      { field: 'name', live: null, draft: 'New', changed: true },
    ]);
    expect(diffDraft({ theme_park_id: 'p' }, { theme_park: { id: 'p' } })).toEqual([
      { field: 'theme_park_id', live: null, draft: 'p', changed: true },
    ]);
  });

  it('compares nested values by content', () => {
    const stops = [{ port_id: 'p', day_number: 1 }];
    expect(diffDraft({ stops }, { stops: [{ port_id: 'p', day_number: 1 }] })[0].changed).toBe(
      false,
    );
  });
});
