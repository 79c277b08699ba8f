/**
 * The judged queries bench:search scores relevance with: what a traveller types, and the records
 * (slugs of the demo catalogue) a good answer puts first. The demo catalogue sits among the
 * generated records, whose names and descriptions share many of these words (frozen, royal,
 * thunder, mountain, safari, bay, grand, glacier, thrill, ride…), so a judgement fails when the
 * generated noise, a capped candidate pool or a lost typo correction pushes the record down.
 * `relevant` lists every answer that counts as right; the first is the ideal one.
 */
export interface Judgement {
  q: string;
  types?: string;
  relevant: string[];
}

export const JUDGEMENTS: Judgement[] = [
  { q: 'space mountain', relevant: ['space-mountain'] },
  { q: 'epcot', relevant: ['epcot'] },
  { q: 'epcot center', types: 'theme_park', relevant: ['epcot'] },
  { q: 'magic kingdom', relevant: ['magic-kingdom'] },
  { q: 'DCA', relevant: ['disney-california-adventure'] },
  { q: 'IOA', relevant: ['islands-of-adventure'] },
  { q: 'icon of the seas', types: 'ship', relevant: ['icon-of-the-seas'] },
  { q: 'haunted mansion', relevant: ['haunted-mansion-wdw'] },
  {
    q: 'big thunder mountain',
    relevant: ['big-thunder-mountain-wdw', 'big-thunder-mountain-paris'],
  },
  { q: 'tower of terror', relevant: ['tower-of-terror'] },
  { q: 'frozen ever after', relevant: ['frozen-ever-after'] },
  { q: 'royal caribbean', relevant: ['royal-caribbean'] },
  { q: 'disney wish', types: 'ship', relevant: ['disney-wish'] },
  { q: 'queen mary 2', relevant: ['queen-mary-2'] },
  { q: 'be our guest', relevant: ['be-our-guest'] },
  { q: 'velocicoaster', relevant: ['jurassic-world-velocicoaster'] },
  { q: 'kilimanjaro safaris', relevant: ['kilimanjaro-safaris'] },
  { q: 'halloween horror nights', relevant: ['halloween-horror-nights-orlando'] },
  { q: 'cococay', types: 'port', relevant: ['cococay'] },
  { q: 'california grill', relevant: ['california-grill'] },
  { q: 'avatar flight of passage', relevant: ['avatar-flight-of-passage'] },
  { q: 'glacier bay', relevant: ['glacier-bay-from-the-bow'] },
  { q: 'best thrill rides orlando', relevant: ['best-thrill-rides-orlando'] },
  { q: 'grand floridian', relevant: ['grand-floridian'] },
  // Typos, answered through the correction.
  { q: 'space mountian', relevant: ['space-mountain'] },
  { q: 'rolercoaster', relevant: ['rock-n-roller-coaster'] },
  { q: 'mattehorn', relevant: ['matterhorn-bobsleds'] },
  { q: 'escape from gringots', relevant: ['escape-from-gringotts'] },
];

export interface JudgedAnswer {
  q: string;
  types: string | null;
  expected: string;
  got: string[];
  /** 1-based rank of the first relevant result within the top 10; null when absent. */
  rank: number | null;
}

export interface JudgedScore {
  queries: number;
  hit_at_1: number;
  hit_at_3: number;
  /** Mean reciprocal rank of the first relevant result, top 10. */
  mrr_at_10: number;
  misses: JudgedAnswer[];
}

export function judge(judgement: Judgement, slugs: string[]): JudgedAnswer {
  const top = slugs.slice(0, 10);
  const index = top.findIndex((slug) => judgement.relevant.includes(slug));
  return {
    q: judgement.q,
    types: judgement.types ?? null,
    expected: judgement.relevant.join(' | '),
    got: top.slice(0, 3),
    rank: index === -1 ? null : index + 1,
  };
}

export function score(answers: JudgedAnswer[]): JudgedScore {
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const share = (ok: (a: JudgedAnswer) => boolean) =>
    round(answers.filter(ok).length / answers.length);
  return {
    queries: answers.length,
    hit_at_1: share((a) => a.rank === 1),
    hit_at_3: share((a) => a.rank !== null && a.rank <= 3),
    mrr_at_10: round(
      answers.reduce((sum, a) => sum + (a.rank ? 1 / a.rank : 0), 0) / answers.length,
    ),
    misses: answers.filter((a) => a.rank !== 1),
  };
}
