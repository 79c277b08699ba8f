import { groupsOf, roleFor } from './oidc-claims';

describe('groupsOf', () => {
  it('reads a list, a single value or nothing as groups', () => {
    expect(groupsOf(['a', 'b', 3])).toEqual(['a', 'b']);
    expect(groupsOf('a')).toEqual(['a']);
    expect(groupsOf(undefined)).toEqual([]);
    expect(groupsOf(null)).toEqual([]);
  });

  it('refuses claims too large to be real groups', () => {
    expect(groupsOf(Array.from({ length: 1001 }, (_, i) => `g${i}`))).toBeUndefined();
    expect(groupsOf(['x'.repeat(501)])).toBeUndefined();
  });
});

describe('roleFor', () => {
  const oidc = {
    roleMap: [
      { group: 'editors', role: 'editor' as const },
      { group: 'admins', role: 'admin' as const },
    ],
  };

  it('answers the highest mapped role, or undefined when no group maps', () => {
    expect(roleFor(oidc, ['editors', 'admins'])).toBe('admin');
    expect(roleFor(oidc, ['staff', 'editors'])).toBe('editor');
    expect(roleFor(oidc, ['staff'])).toBeUndefined();
    expect(roleFor(oidc, [])).toBeUndefined();
  });
});
