/**
 * Names travellers type for the same place. Each group lists equivalent spellings; a query that
 * contains one of them is also searched with every other one (query-side expansion), so "DCA food"
 * finds "Disney California Adventure" dining and "EPCOT Center" finds EPCOT.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['EPCOT', 'Epcot Center'],
  ['DCA', 'Disney California Adventure', 'California Adventure'],
  ['IOA', 'Islands of Adventure'],
  ['USF', 'Universal Studios Florida'],
  ['USH', 'Universal Studios Hollywood'],
  ['MK', 'Magic Kingdom'],
  ['DHS', 'Hollywood Studios', 'MGM Studios'],
  ['DAK', 'Animal Kingdom'],
  ['WDW', 'Walt Disney World', 'Disney World'],
  ['DLR', 'Disneyland Resort'],
  ['DLP', 'Disneyland Paris', 'Euro Disney'],
  ['TDL', 'Tokyo Disneyland'],
  ['TDS', 'Tokyo DisneySea'],
  ['DCL', 'Disney Cruise Line'],
  ['RCL', 'RCI', 'Royal Caribbean'],
  ['NCL', 'Norwegian Cruise Line'],
  ['QM2', 'Queen Mary 2'],
  ['HHN', 'Halloween Horror Nights'],
  ['MVMCP', "Mickey's Very Merry Christmas Party"],
];

/** The most variants one query expands to, so a query full of aliases stays cheap. */
export const MAX_VARIANTS = 8;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Alias {
  pattern: RegExp;
  alternatives: string[];
}

// Longer aliases first, so "Epcot Center" is recognised before "EPCOT".
const ALIASES: Alias[] = SYNONYM_GROUPS.flatMap((group) =>
  group.map((alias) => ({
    alias,
    pattern: new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(alias)}(?=$|[^\\p{L}\\p{N}])`, 'iu'),
    alternatives: group.filter((other) => other.toLowerCase() !== alias.toLowerCase()),
  })),
)
  .sort((a, b) => b.alias.length - a.alias.length)
  .map(({ pattern, alternatives }) => ({ pattern, alternatives }));

/**
 * The query itself followed by its synonym variants: each alias found in the query is replaced by
 * each other name of its group (quoted, so websearch_to_tsquery reads it as a phrase).
 */
export function expandSynonyms(query: string): string[] {
  const variants = [query];
  for (const { pattern, alternatives } of ALIASES) {
    const current = [...variants];
    for (const variant of current) {
      const match = pattern.exec(variant);
      if (!match) continue;
      for (const alternative of alternatives) {
        if (variants.length >= MAX_VARIANTS) return variants;
        const start = match.index + match[1].length;
        const end = match.index + match[0].length;
        const next = `${variant.slice(0, start)}"${alternative}"${variant.slice(end)}`;
        if (!variants.some((v) => v.toLowerCase() === next.toLowerCase())) variants.push(next);
      }
    }
  }
  return variants;
}
