import { leadDedupeKey } from './lead-dedupe';

describe('leadDedupeKey', () => {
  it('ignores order, case, blanks around values and repeated interests', () => {
    expect(leadDedupeKey('Ada@Example.com ', ['Orlando Parks', 'caribbean'])).toBe(
      leadDedupeKey('ada@example.com', ['caribbean', ' orlando parks', 'Caribbean']),
    );
  });

  it('tells different e-mails or interests apart', () => {
    const base = leadDedupeKey('ada@example.com', ['caribbean']);
    expect(leadDedupeKey('bob@example.com', ['caribbean'])).not.toBe(base);
    expect(leadDedupeKey('ada@example.com', ['alaska'])).not.toBe(base);
    expect(leadDedupeKey('ada@example.com', ['caribbean', 'alaska'])).not.toBe(base);
    // No separator trick: the parts are encoded, not concatenated.
    expect(leadDedupeKey('a', ['b,c'])).not.toBe(leadDedupeKey('a', ['b', 'c']));
  });
});
