import {
  bestSpelling,
  editDistance,
  MATCH_END as E,
  MATCH_START as S,
  splitHighlights,
} from './search-text';

describe('splitHighlights', () => {
  it('answers the plain text and the offsets of each marked word', () => {
    expect(splitHighlights(`An indoor ${S}space${E} coaster in ${S}Tomorrowland${E}`)).toEqual({
      text: 'An indoor space coaster in Tomorrowland',
      highlights: [
        { start: 10, end: 15 },
        { start: 27, end: 39 },
      ],
    });
  });

  it('counts offsets in UTF-16 code units, as JavaScript indexes strings', () => {
    const { text, highlights } = splitHighlights(`Café 🎢 ${S}coaster${E}`);
    expect(text.slice(highlights[0].start, highlights[0].end)).toBe('coaster');
    expect(highlights).toEqual([{ start: 8, end: 15 }]);
  });

  it('joins touching marks and ignores empty or unbalanced ones', () => {
    expect(splitHighlights(`${S}ab${E}${S}cd${E} ${S}${E}x ${E}y ${S}z`)).toEqual({
      text: 'abcd x y z',
      highlights: [
        { start: 0, end: 4 },
        { start: 9, end: 10 },
      ],
    });
  });

  it('answers text without marks unchanged, with no highlights', () => {
    expect(splitHighlights('<b>not html</b> **nor markdown**')).toEqual({
      text: '<b>not html</b> **nor markdown**',
      highlights: [],
    });
  });
});

describe('editDistance', () => {
  it.each([
    ['mountian', 'mountain', 1],
    ['mountian', 'mount', 3],
    ['rolercoaster', 'rollercoaster', 1],
    ['rolercoaster', 'hypercoaster', 3],
    ['', 'abc', 3],
    ['same', 'same', 0],
  ])('%s → %s is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });
});

describe('bestSpelling', () => {
  const word = (w: string, similarity: number, phrase: string | null = null) => ({
    word: w,
    phrase,
    similarity,
  });

  it('prefers fewer edits over higher trigram similarity', () => {
    expect(bestSpelling('mountian', [word('mount', 0.5), word('mountain', 0.38)])).toBe('mountain');
  });

  it('answers the phrase of two joined words', () => {
    expect(
      bestSpelling('rolercoaster', [
        word('hypercoaster', 0.44),
        word('coaster', 0.4),
        word('rollercoaster', 0.8, 'roller coaster'),
      ]),
    ).toBe('roller coaster');
  });

  it('breaks ties by similarity, then alphabetically', () => {
    expect(bestSpelling('cat', [word('bat', 0.3), word('cab', 0.4)])).toBe('cab');
    expect(bestSpelling('cat', [word('hat', 0.3), word('bat', 0.3)])).toBe('bat');
  });

  it('answers null for a word spelled right or without candidates', () => {
    expect(bestSpelling('space', [word('spa', 0.43), word('space', 1)])).toBeNull();
    expect(bestSpelling('zzz', [])).toBeNull();
  });
});
