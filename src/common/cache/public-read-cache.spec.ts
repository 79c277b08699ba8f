import { noticeKeys } from './public-read-cache';

const A = '5f0c2b9e-8d7a-4c1e-9b3f-2a6d4e8c1f00';
const B = '7a1d3c0f-9e8b-4d2a-8c4f-3b7e5f9d2a11';

describe('noticeKeys', () => {
  it('names the keys the changed records purge, as the CDN purger derives them', () => {
    expect(noticeKeys(`ship:${A}`)).toEqual([`ship:${A}`, 'ships', 'catalogue']);
    expect(noticeKeys(`ship:${A} cruise_line:${B}`)).toEqual([
      `ship:${A}`,
      'ships',
      'catalogue',
      `cruise_line:${B}`,
      'cruise_lines',
    ]);
  });

  it('answers null (purge everything) for a table name or anything it cannot read', () => {
    for (const payload of ['ships', '', 'ship:', ':x', `ship:${A}  ship:${B}`, `ship:${A} ports`])
      expect(noticeKeys(payload)).toBeNull();
  });
});
