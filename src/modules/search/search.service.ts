import { Injectable } from '@nestjs/common';
import { ReadPool } from '@/common/database/read-pool';
import { ContentLocale, ContentLocales } from '@/common/locale/content-locales';
import { SearchPageDto } from './dto/search-page.dto';
import { SearchQueryDto } from './dto/search-query.dto';
import { SearchResultDto } from './dto/search-result.dto';
import { ImageColumns, ImageDto } from '@/modules/media/dto/image.dto';
import { MAIN_IMAGES, publicPathOf, SearchType } from './search-types';
import { bestSpelling, MATCH_END, MATCH_START, Spelling, splitHighlights } from './search-text';
import { expandSynonyms } from './synonyms';

/** A result's rank on its page, from the search statement. */
interface RankedRow {
  id: string | null;
  title: string | null;
  score: number | string | null;
  matches: string;
  /** The translation's locale; null for a record answered in its default text. */
  locale: string | null;
}

/** What a result shows beyond its rank, from the page's details statement. */
interface DetailRow {
  id: string;
  type: SearchType;
  slug: string;
  snippet: string | null;
  image_id: string | null;
  image_width: number | null;
  image_height: number | null;
  image_alt: string | null;
  image_caption: string | null;
  image_credit: string | null;
  image_copyright: string | null;
  image_focal_x: number | null;
  image_focal_y: number | null;
  image_placeholder: string | null;
  image_color: string | null;
  image_variants: ImageColumns['variants'] | null;
}

type ResultRow = RankedRow & Omit<DetailRow, 'id'>;

/** The media asset id of a result's main image: its record's image column, by type. */
const MAIN_IMAGE_ID = `CASE d.entity_type ${MAIN_IMAGES.map(
  ({ type, table, column }) =>
    `WHEN '${type}' THEN (SELECT ${column} FROM ${table} WHERE id = d.entity_id)`,
).join(' ')} END`;

/**
 * Matches counted and ranked per query. A query of common words can match most of a large
 * catalogue; counting and ranking every match would cost time in proportion to the catalogue.
 * Beyond this many, `total` says "at least" (`total_exact: false`) and the ranking is among the
 * matches found first, name matches (the best ones) before the rest.
 */
export const MATCH_LIMIT = 1000;

/**
 * Matches ranked when more than MATCH_LIMIT match: the first ones found, name matches first. Such
 * a pool is already an arbitrary share of the matches, and ranking all of it (a text rank and a
 * name closeness per match) was most of a common query's cost. Pages that reach past them rank the
 * whole pool, in the same order: these first, best first, then the others, best first.
 */
export const RANKED_WHEN_OVER = 200;

const visible = (alias: string) =>
  `${alias}.is_visible AND (${alias}.visible_from IS NULL OR ${alias}.visible_from <= now())`;

/**
 * Matched words between MATCH_START and MATCH_END (turned into `highlights` offsets); a passage
 * of ~15-35 words around the best match.
 */
const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * The snippet's source: the body as plain text on one line (HTML tags, Markdown marks and the
 * highlight marks removed), else the title; of the row `alias` (a translation). A document keeps
 * the same text in its generated `snippet_source` column.
 */
const snippetSource = (alias: string) =>
  `coalesce(nullif(regexp_replace(regexp_replace(regexp_replace(${alias}.body, '<[^>]*>|[${MATCH_START}${MATCH_END}]', ' ', 'g'), '[*_#\`>]+', '', 'g'), '\\s+', ' ', 'g'), ''), regexp_replace(${alias}.title, '[${MATCH_START}${MATCH_END}]', '', 'g'))`;

/** Trigram-similar dictionary words looked at per typed word (then ranked by edit distance). */
const SPELLING_CANDIDATES = 8;

/**
 * Share of the score that comes from how close the whole name is to the query (trigram
 * similarity), so "EPCOT" the park ranks above "EPCOT International Food & Wine Festival".
 */
const NAME_CLOSENESS = 0.3;

/** Words of a query that a typo correction looks at (letters only; shorter ones are left alone). */
const WORD = /\p{L}{3,}/gu;

/**
 * The values of a search statement, in both locales: the query and its synonym variants
 * ($1..$n), the page's limit and skip ($n+1, $n+2), then `more`, then `types` when asked for; and
 * the condition on `types` of a row `alias` (none without), spelled out so the planner sees it.
 */
function searchValues(
  variants: string[],
  page: SearchQueryDto,
  types: SearchType[] | null,
  more: unknown[] = [],
): { values: unknown[]; ofTypes: (alias: string) => string } {
  const values: unknown[] = [...variants, page.limit, page.skip, ...more];
  if (!types) return { values, ofTypes: () => '' };
  values.push(types);
  const param = `$${values.length}::text[]`;
  return { values, ofTypes: (alias) => `AND ${alias}.entity_type = ANY (${param})` };
}

/**
 * The query and its synonym variants, the statement's values $first, $first + 1, …, each read in
 * the text-search configuration `config` (an SQL expression) and OR-ed into one tsquery.
 */
const tsqueryOf = (config: string, variants: string[], first = 1): string =>
  variants.map((_v, i) => `websearch_to_tsquery(${config}, $${i + first})`).join(' || ');

/**
 * The end of a search statement, the same in every locale. `pool` numbers the matches `sources`
 * answers (columns id, locale, title, tier: 1 for a name match, 0 for the rest, and the vector the
 * match was found with) in the order found, at most MATCH_LIMIT + 1 (the extra one tells whether
 * there are more). A match is ranked on that vector, with `rankedWith` (the tsquery of the row
 * `p`), so ranking reads no row again. The pool is ranked whole, or only its first
 * RANKED_WHEN_OVER when it overflows (a page reaching past them ranks the rest, after them).
 * Answers the page's ids, locales, titles and scores, best first, and the count of matches (one
 * row with a null id when the page is empty). `query` is the statement's CTE of the query; `n`
 * the number of query variants, with the values of searchValues.
 */
function rankedPage(sources: string, rankedWith: string, n: number): string {
  const closeness = Array.from({ length: n }, (_v, i) => `similarity(p.title, $${i + 1})`).join(
    ', ',
  );
  return `pool AS MATERIALIZED (
         SELECT f.*, row_number() OVER () AS found FROM (${sources}
           LIMIT ${MATCH_LIMIT + 1}) f),
       counted AS (SELECT count(*) AS matches FROM pool),
       ranked AS (
         SELECT CASE WHEN matches > ${MATCH_LIMIT} THEN ${RANKED_WHEN_OVER} ELSE ${MATCH_LIMIT + 1} END AS upto
           FROM counted),
       scored AS (
         SELECT p.id, p.locale, p.title, p.found > ranked.upto AS beyond,
                0.5 * p.tier + 0.5 * (${1 - NAME_CLOSENESS} * ts_rank(p.vector, ${rankedWith}, 1 | 32)
                  + ${NAME_CLOSENESS} * greatest(${closeness})) AS score
           FROM pool p, ranked, query
          WHERE p.found <= ranked.upto OR $${n + 1}::int + $${n + 2}::int > ranked.upto),
       page AS (
         SELECT id, locale, title, score, beyond FROM scored
          ORDER BY beyond, score DESC, title, id
          LIMIT least($${n + 1}::int, greatest(0, ${MATCH_LIMIT} - $${n + 2}::int)) OFFSET $${n + 2})
       SELECT page.id, page.locale, page.title, page.score, counted.matches
         FROM counted LEFT JOIN page ON true
        ORDER BY page.beyond, page.score DESC, page.title, page.id`;
}

/**
 * Full-text search over `search_documents`, which triggers keep in step with every searchable
 * table. Records whose name or keywords match come first, then records that only mention the
 * words; each group is ordered by the weighted text rank blended with name closeness. When the
 * query finds nothing, its words are corrected against the words of all names (pg_trgm) and the
 * corrected query is searched, so a typo still finds its record.
 *
 * In another content locale, a record translated into it (or a parent locale: `de` for `de-CH`)
 * is matched and ranked on its translated text in the locale's own text-search configuration
 * (`search_translations`, `search_config(locale)`); a record without a translation there is
 * matched on its default text as in the default locale. Each result says which locale it is in.
 */
@Injectable()
export class SearchService {
  /** The text-search configuration of each locale a search was asked in: see configOf. */
  private readonly configs = new Map<string, Promise<string>>();

  constructor(
    private readonly reads: ReadPool,
    private readonly locales: ContentLocales,
  ) {}

  async search(query: SearchQueryDto, locale: ContentLocale): Promise<SearchPageDto> {
    const types = query.types && query.types.length > 0 ? query.types : null;
    const found = await this.fullText(query.q, types, query, locale);
    if (found.total > 0) return found;
    const corrected = await this.correctTypos(query.q);
    if (!corrected) return found;
    const retried = await this.fullText(corrected, types, query, locale);
    return retried.total > 0 ? { ...retried, corrected_query: corrected } : found;
  }

  private async fullText(
    text: string,
    types: SearchType[] | null,
    page: SearchQueryDto,
    locale: ContentLocale,
  ): Promise<SearchPageDto> {
    const variants = expandSynonyms(text);
    const ranked =
      locale.fallbacks.length === 0
        ? await this.inDefaultLocale(variants, types, page)
        : await this.inLocale(variants, types, page, locale.fallbacks);
    const matches = Number(ranked[0]?.matches ?? 0);
    const onPage = ranked.filter((row): row is RankedRow & { id: string } => row.id !== null);
    const details = await this.detailsOf(onPage, variants);
    const data = onPage.flatMap((row) => {
      const detail = details.get(row.id);
      return detail ? [this.resultOf({ ...row, ...detail })] : [];
    });
    return {
      data,
      total: Math.min(matches, MATCH_LIMIT),
      total_exact: matches <= MATCH_LIMIT,
      corrected_query: null,
      skip: page.skip,
      limit: page.limit,
    };
  }

  /**
   * The page's records, best first, with the count of matches (one row with a null id when the
   * page is empty); what each shows comes from detailsOf.
   */
  private async inDefaultLocale(
    variants: string[],
    types: SearchType[] | null,
    page: SearchQueryDto,
  ): Promise<RankedRow[]> {
    const { values, ofTypes } = searchValues(variants, page, types);
    const tsquery = tsqueryOf(`'english'`, variants);
    // Name matches come from the narrow search_names table, ranked there on the name and keywords;
    // the rest from the documents, in one pool in the order found, ranked by rankedPage. The
    // matching conditions spell the query out (not the CTE's value), so the planner sees it: a
    // word in most records is found by reading rows until the pool is full, a rarer one through
    // the GIN index, which leads with the type for `types`.
    const { rows } = await this.reads.query<RankedRow>({
      text: `WITH query AS (SELECT (${tsquery}) AS q),
       named AS MATERIALIZED (
         SELECT s.id, s.title, s.name_vector
           FROM search_names s
          WHERE s.name_vector @@ (${tsquery}) AND ${visible('s')} ${ofTypes('s')}
          LIMIT ${MATCH_LIMIT + 1}),
       described AS (
         SELECT d.id, d.title, d.search_vector
           FROM search_documents d
          WHERE d.search_vector @@ (${tsquery}) AND ${visible('d')} ${ofTypes('d')}
            AND d.id NOT IN (SELECT id FROM named)
          LIMIT ${MATCH_LIMIT + 1}),
       ${rankedPage(
         `(SELECT id, NULL::text AS locale, title, 1 AS tier, name_vector AS vector FROM named)
           UNION ALL (SELECT id, NULL, title, 0, search_vector FROM described)`,
         'query.q',
         variants.length,
       )}`,
      values,
    });
    return rows;
  }

  /**
   * The type, slug, snippet and main image of each record of a page, by id: a statement of its
   * own, the same text for every page with as many synonym variants in every locale, prepared
   * once per connection (named) and so planned once, where the search statement is planned for
   * its query. A row with a locale is a translation's: its snippet is a headline of the
   * translation's text in the locale's configuration; a row without, of the document's
   * `snippet_source` in English.
   */
  private async detailsOf(
    rows: Array<{ id: string; locale: string | null }>,
    variants: string[],
  ): Promise<Map<string, DetailRow>> {
    if (rows.length === 0) return new Map();
    // $1: the ids; $2: the locale of each (null for the default text); $3: the headline options;
    // $4..: the query and its synonym variants.
    const english = tsqueryOf(`'english'`, variants, 4);
    const local = tsqueryOf('c.cfg', variants, 4);
    const { rows: details } = await this.reads.query<DetailRow>({
      name: `search-details-${variants.length}`,
      text: `WITH query AS MATERIALIZED (SELECT (${english}) AS q),
       locales AS MATERIALIZED (
         SELECT l.locale, c.cfg, (${local}) AS lq
           FROM (SELECT DISTINCT locale FROM unnest($2::text[]) AS u(locale)
                  WHERE locale IS NOT NULL) l,
                LATERAL (SELECT search_config(l.locale) AS cfg) c)
       SELECT d.id, d.entity_type AS type, d.slug,
              CASE WHEN r.locale IS NULL
                THEN ts_headline('english', d.snippet_source, query.q, $3)
                ELSE (SELECT ts_headline(l.cfg, ${snippetSource('t')}, l.lq, $3)
                        FROM search_translations t JOIN locales l ON l.locale = t.locale
                       WHERE t.id = r.id AND t.locale = r.locale)
              END AS snippet,
              img.id AS image_id, img.width AS image_width, img.height AS image_height,
              img.alt_text AS image_alt, img.caption AS image_caption, img.credit AS image_credit,
              img.copyright AS image_copyright, img.focal_x AS image_focal_x, img.focal_y AS image_focal_y,
              img.placeholder AS image_placeholder,
              img.dominant_color AS image_color, img.variants AS image_variants
         FROM query, unnest($1::uuid[], $2::text[]) AS r(id, locale)
         JOIN search_documents d ON d.id = r.id
         LEFT JOIN media_assets img ON img.id = ${MAIN_IMAGE_ID}`,
      values: [
        rows.map((row) => row.id),
        rows.map((row) => row.locale),
        HEADLINE_OPTIONS,
        ...variants,
      ],
    });
    return new Map(details.map((row) => [row.id, row]));
  }

  /**
   * The default-locale statement's shape over two sources: translation rows of the first locale
   * of `chain` a record has one in (matched and ranked with the locale's configuration), and the
   * documents and names of records with none in `chain` (matched and ranked in English, as in the
   * default locale); what each shows comes from detailsOf.
   */
  private async inLocale(
    variants: string[],
    types: SearchType[] | null,
    page: SearchQueryDto,
    chain: readonly string[],
  ): Promise<RankedRow[]> {
    // $1..$n: the query and its synonym variants, OR-ed; limit, skip; the locale chain; types;
    // the configuration.
    const n = variants.length;
    const { values, ofTypes } = searchValues(variants, page, types, [chain]);
    const chainParam = `$${n + 3}::text[]`;
    // The configuration of the chain's first locale, a parameter (not search_config in the
    // statement): bound, the translations' tsquery is a constant the planner sees, as the
    // English one, and is not computed again for every row a scan reads.
    values.push(await this.configOf(chain[0]));
    const config = `$${values.length}::regconfig`;
    const english = tsqueryOf(`'english'`, variants);
    const local = tsqueryOf(config, variants);
    // A translation row is served unless the record has one in an earlier locale of the chain.
    const served = (alias: string) =>
      `${alias}.locale = ANY (${chainParam}) AND NOT EXISTS (
         SELECT 1 FROM search_translations o
          WHERE o.id = ${alias}.id
            AND o.locale = ANY ((${chainParam})[1:array_position(${chainParam}, ${alias}.locale) - 1]))`;
    const untranslated = (alias: string) =>
      `NOT EXISTS (SELECT 1 FROM search_translations o
                    WHERE o.id = ${alias}.id AND o.locale = ANY (${chainParam}))`;
    // Each match carries the vector it is ranked on from the row it was found in: a translation's
    // search_vector (its name and text), or as in the default locale a name's name_vector and a
    // document's search_vector.
    const { rows } = await this.reads.query<RankedRow>({
      text: `WITH query AS (SELECT (${english}) AS q, (${local}) AS lq),
       named_local AS MATERIALIZED (
         SELECT t.id, t.locale, t.title, t.search_vector FROM search_translations t
          WHERE t.name_vector @@ (${local}) AND ${visible('t')} ${ofTypes('t')} AND ${served('t')}
          LIMIT ${MATCH_LIMIT + 1}),
       named_default AS MATERIALIZED (
         SELECT s.id, s.title, s.name_vector FROM search_names s
          WHERE s.name_vector @@ (${english}) AND ${visible('s')} ${ofTypes('s')}
            AND ${untranslated('s')}
          LIMIT ${MATCH_LIMIT + 1}),
       described_local AS (
         SELECT t.id, t.locale, t.title, t.search_vector FROM search_translations t
          WHERE t.search_vector @@ (${local}) AND ${visible('t')} ${ofTypes('t')}
            AND ${served('t')} AND t.id NOT IN (SELECT id FROM named_local)
          LIMIT ${MATCH_LIMIT + 1}),
       described_default AS (
         SELECT d.id, d.title, d.search_vector FROM search_documents d
          WHERE d.search_vector @@ (${english}) AND ${visible('d')} ${ofTypes('d')}
            AND ${untranslated('d')} AND d.id NOT IN (SELECT id FROM named_default)
          LIMIT ${MATCH_LIMIT + 1}),
       ${rankedPage(
         `(SELECT id, locale, title, 1 AS tier, search_vector AS vector FROM named_local)
           UNION ALL (SELECT id, NULL, title, 1, name_vector FROM named_default)
           UNION ALL (SELECT id, locale, title, 0, search_vector FROM described_local)
           UNION ALL (SELECT id, NULL, title, 0, search_vector FROM described_default)`,
         'CASE WHEN p.locale IS NULL THEN query.q ELSE query.lq END',
         n,
       )}`,
      values,
    });
    return rows;
  }

  /**
   * The name of `search_config(locale)` (the text-search configuration of the locale's language
   * on this server), asked once per locale and remembered.
   */
  private configOf(locale: string): Promise<string> {
    let config = this.configs.get(locale);
    if (!config) {
      config = this.reads
        .query<{ config: string }>({
          text: 'SELECT search_config($1)::text AS config',
          values: [locale],
        })
        .then(({ rows }) => rows[0].config);
      config.catch(() => this.configs.delete(locale));
      this.configs.set(locale, config);
    }
    return config;
  }

  private resultOf(row: ResultRow): SearchResultDto {
    const type = row.type;
    const slug = row.slug;
    const { text, highlights } = splitHighlights(row.snippet ?? '');
    return {
      type,
      slug,
      path: publicPathOf(type, slug),
      locale: row.locale ?? this.locales.default,
      title: row.title as string,
      snippet: text,
      highlights,
      score: Math.round(Number(row.score) * 10_000) / 10_000,
      image:
        row.image_id === null
          ? null
          : ImageDto.of({
              id: row.image_id,
              width: row.image_width!,
              height: row.image_height!,
              altText: row.image_alt,
              caption: row.image_caption,
              credit: row.image_credit,
              copyright: row.image_copyright,
              focalX: row.image_focal_x,
              focalY: row.image_focal_y,
              placeholder: row.image_placeholder!,
              dominantColor: row.image_color!,
              variants: row.image_variants!,
            }),
    };
  }

  /**
   * The query with each word replaced by its likeliest spelling among the catalogue's name words
   * and joined word pairs (pg_trgm similarity finds candidates through the GIN index, edit
   * distance picks one: see bestSpelling), or null when no word changes.
   */
  private async correctTypos(text: string): Promise<string | null> {
    const words = [...new Set(text.toLowerCase().match(WORD) ?? [])];
    if (words.length === 0) return null;
    const { rows } = await this.reads.query<Spelling & { input: string }>({
      text: `SELECT w.input, c.word, c.phrase, c.similarity
         FROM unnest($1::text[]) AS w(input)
         CROSS JOIN LATERAL (
           SELECT s.word, s.phrase, similarity(s.word, w.input) AS similarity
             FROM search_words s
            WHERE s.word % w.input
            ORDER BY similarity DESC, s.word
            LIMIT ${SPELLING_CANDIDATES}) AS c`,
      values: [words],
    });
    const corrections = new Map<string, string>();
    for (const input of words) {
      const best = bestSpelling(
        input,
        rows.filter((row) => row.input === input),
      );
      if (best !== null) corrections.set(input, best);
    }
    if (corrections.size === 0) return null;
    return text.replace(WORD, (word) => corrections.get(word.toLowerCase()) ?? word);
  }
}
