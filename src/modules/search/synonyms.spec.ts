import { expandSynonyms, MAX_VARIANTS, SYNONYM_GROUPS } from './synonyms';

describe('expandSynonyms', () => {
  it('returns the query alone when it holds no alias', () => {
    expect(expandSynonyms('space mountain')).toEqual(['space mountain']);
  });

  it('expands an abbreviation to the full names, as phrases', () => {
    expect(expandSynonyms('DCA food')).toEqual([
      'DCA food',
      '"Disney California Adventure" food',
      '"California Adventure" food',
    ]);
  });

  it('recognises the longer alias first and matches case-insensitively', () => {
    const variants = expandSynonyms('epcot center festival');
    expect(variants[0]).toBe('epcot center festival');
    expect(variants).toContain('"EPCOT" festival');
    expect(variants).not.toContain('"EPCOT" center festival');
  });

  it('matches whole words only', () => {
    expect(expandSynonyms('mkultra')).toEqual(['mkultra']);
    expect(expandSynonyms('ioa-bound')).toContain('"Islands of Adventure"-bound');
  });

  it('expands the full name back to the abbreviation', () => {
    expect(expandSynonyms('Islands of Adventure')).toContain('"IOA"');
  });

  it('caps the number of variants', () => {
    expect(expandSynonyms('WDW DCA IOA MK EPCOT DLP').length).toBeLessThanOrEqual(MAX_VARIANTS);
  });

  it('has no alias in two groups', () => {
    const aliases = SYNONYM_GROUPS.flat().map((a) => a.toLowerCase());
    expect(new Set(aliases).size).toBe(aliases.length);
  });
});
