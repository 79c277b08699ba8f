import { MAX_BODY_DEPTH, nestsDeeperThan } from './body-depth';

const nestedArrays = (levels: number): unknown =>
  JSON.parse('['.repeat(levels) + ']'.repeat(levels)) as unknown;
const nestedObjects = (levels: number): unknown =>
  JSON.parse('{"a":'.repeat(levels) + '1' + '}'.repeat(levels)) as unknown;

describe('nestsDeeperThan', () => {
  it('counts each object or array as one level; scalars add none', () => {
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan(null, 0)).toBe(false);
    expect(nestsDeeperThan({}, 0)).toBe(true);
    expect(nestsDeeperThan({}, 1)).toBe(false);
    expect(nestsDeeperThan({ a: [1, { b: 'x' }] }, 2)).toBe(true);
    expect(nestsDeeperThan({ a: [1, { b: 'x' }] }, 3)).toBe(false);
  });

  it('accepts exactly the limit and refuses one level more, for arrays and objects', () => {
    expect(nestsDeeperThan(nestedArrays(MAX_BODY_DEPTH), MAX_BODY_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nestedArrays(MAX_BODY_DEPTH + 1), MAX_BODY_DEPTH)).toBe(true);
    expect(nestsDeeperThan(nestedObjects(MAX_BODY_DEPTH), MAX_BODY_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nestedObjects(MAX_BODY_DEPTH + 1), MAX_BODY_DEPTH)).toBe(true);
  });

  it('finds the deep branch among shallow siblings', () => {
    const body = { name: 'x', tags: ['a', 'b'], deep: nestedObjects(40), after: { c: 1 } };
    expect(nestsDeeperThan(body, MAX_BODY_DEPTH)).toBe(true);
  });

  it('checks a body nested a million levels without overflowing the stack', () => {
    expect(nestsDeeperThan(nestedArrays(1_000_000), MAX_BODY_DEPTH)).toBe(true);
    expect(nestsDeeperThan(nestedObjects(1_000_000), MAX_BODY_DEPTH)).toBe(true);
  });
});
