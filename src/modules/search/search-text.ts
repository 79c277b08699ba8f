/**
 * Marks ts_headline puts around matched words. Private-use characters, removed from the snippet's
 * source text first, so a record's own text can never open or close a highlight.
 */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';

export interface Highlight {
  /** Offset of the first highlighted character, in UTF-16 code units (JavaScript string index). */
  start: number;
  /** Offset just past the last highlighted character (exclusive), in the same units. */
  end: number;
}

/** A snippet with MATCH_START/MATCH_END marks as plain text plus the marked ranges. */
export function splitHighlights(marked: string): { text: string; highlights: Highlight[] } {
  let text = '';
  const highlights: Highlight[] = [];
  let open: number | null = null;
  for (const part of marked.split(new RegExp(`(${MATCH_START}|${MATCH_END})`))) {
    if (part === MATCH_START) {
      open ??= text.length;
    } else if (part === MATCH_END) {
      if (open !== null && text.length > open) {
        const last = highlights[highlights.length - 1];
        // Marks that touch become one range; words with anything between them stay apart.
        if (last && last.end === open) last.end = text.length;
        else highlights.push({ start: open, end: text.length });
      }
      open = null;
    } else {
      text += part;
    }
  }
  if (open !== null && text.length > open) highlights.push({ start: open, end: text.length });
  return { text, highlights };
}

/** A candidate spelling from the dictionary: a word, or two joined words with their phrase. */
export interface Spelling {
  word: string;
  /** "roller coaster" for the joined "rollercoaster"; null for a single word. */
  phrase: string | null;
  similarity: number;
}

/**
 * Edit distance with adjacent transpositions counted once (optimal string alignment), so
 * "mountian" is one edit from "mountain" and three from "mount".
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[rows - 1][cols - 1];
}

/**
 * The spelling a typed word most likely meant, among the trigram-similar candidates: fewest
 * edits first (trigram similarity alone prefers short words, "mount" over "mountain" for
 * "mountian"), then the more similar, then alphabetical. Null when the word is itself a
 * candidate (spelled right) or there is none. Answers the text that replaces the word.
 */
export function bestSpelling(input: string, candidates: Spelling[]): string | null {
  if (candidates.length === 0 || candidates.some((c) => c.word === input && !c.phrase)) return null;
  const ranked = candidates
    .map((c) => ({ ...c, edits: editDistance(input, c.word) }))
    .sort((x, y) => x.edits - y.edits || y.similarity - x.similarity || (x.word < y.word ? -1 : 1));
  const best = ranked[0];
  const replacement = best.phrase ?? best.word;
  return replacement === input ? null : replacement;
}
