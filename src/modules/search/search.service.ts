import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { paginated, Paginated } from '../../common/pagination';
import { SearchQueryDto } from './dto/search-query.dto';
import { SearchResultDto } from './dto/search-result.dto';
import { SearchType } from './search-types';
import { expandSynonyms } from './synonyms';

interface ResultRow {
  type: SearchType;
  slug: string;
  title: string;
  snippet: string;
  score: number | string;
  total: string;
}

const VISIBLE = `d.is_visible AND (d.visible_from IS NULL OR d.visible_from <= now())`;

/** Matched words in Markdown bold; a passage of ~15-35 words around the best match. */
const HEADLINE_OPTIONS =
  'StartSel=**, StopSel=**, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "';

const SNIPPET_LENGTH = 200;

/** The snippet's source: the body on one line without Markdown marks, else the title. */
const SNIPPET_SOURCE = `coalesce(nullif(regexp_replace(regexp_replace(d.body, '[*_#\`>]+', '', 'g'), '\\s+', ' ', 'g'), ''), d.title)`;

/**
 * Share of the score that comes from how close the whole name is to the query (trigram
 * similarity), so "EPCOT" the park ranks above "EPCOT International Food & Wine Festival".
 */
const NAME_CLOSENESS = 0.3;

/** Matches beyond the page that are re-scored with name closeness (see fullText). */
const CANDIDATE_POOL = 100;

/**
 * Full-text search over `search_documents`, which triggers keep in step with every searchable
 * table. Ranked full-text matches first; when those find nothing, trigram similarity on the
 * names, so a typo still finds its record.
 */
@Injectable()
export class SearchService {
  constructor(private readonly dataSource: DataSource) {}

  async search(query: SearchQueryDto): Promise<Paginated<SearchResultDto>> {
    const types = query.types && query.types.length > 0 ? query.types : null;
    const fullText = await this.fullText(query, types);
    if (fullText.total > 0) return fullText;
    return this.similar(query, types);
  }

  private async fullText(
    query: SearchQueryDto,
    types: SearchType[] | null,
  ): Promise<Paginated<SearchResultDto>> {
    const variants = expandSynonyms(query.q);
    // $1..$n: the query and its synonym variants, OR-ed; then types, limit, skip.
    const tsquery = variants
      .map((_v, i) => `websearch_to_tsquery('english', $${i + 1})`)
      .join(' || ');
    const n = variants.length;
    const closeness = variants.map((_v, i) => `similarity(d.title, $${i + 1})`).join(', ');
    // Two passes keep broad queries (thousands of matches) cheap: every match is counted and
    // ranked by the stored weighted vector alone; only the best CANDIDATE_POOL (plus the offset)
    // also get the name-closeness share of the score, and only the page reads bodies for snippets.
    const rows: ResultRow[] = await this.dataSource.query(
      `WITH query AS (SELECT (${tsquery}) AS q),
       candidates AS (
         SELECT d.id, d.title, ts_rank(d.search_vector, query.q, 1 | 32) AS text_rank,
                count(*) OVER () AS total
           FROM search_documents d, query
          WHERE d.search_vector @@ query.q AND ${VISIBLE}
            AND ($${n + 1}::text[] IS NULL OR d.entity_type = ANY ($${n + 1}::text[]))
          ORDER BY text_rank DESC, d.title, d.id
          LIMIT $${n + 2}::int + $${n + 3}::int + ${CANDIDATE_POOL}),
       page AS (
         SELECT c.id, c.total,
                ${1 - NAME_CLOSENESS} * c.text_rank
                  + ${NAME_CLOSENESS} * greatest(${closeness.replace(/d\.title/g, 'c.title')}) AS score
           FROM candidates c
          ORDER BY score DESC, c.title, c.id
          LIMIT $${n + 2} OFFSET $${n + 3})
       SELECT d.entity_type AS type, d.slug, d.title, page.score, page.total,
              ts_headline('english', ${SNIPPET_SOURCE}, query.q, '${HEADLINE_OPTIONS}') AS snippet
         FROM page JOIN search_documents d ON d.id = page.id, query
        ORDER BY page.score DESC, d.title, d.id`,
      [...variants, types, query.limit, query.skip],
    );
    if (rows.length === 0 && query.skip > 0) {
      const [{ total }] = await this.dataSource.query<Array<{ total: string }>>(
        `SELECT count(*) AS total FROM search_documents d
          WHERE d.search_vector @@ (${tsquery}) AND ${VISIBLE}
            AND ($${n + 1}::text[] IS NULL OR d.entity_type = ANY ($${n + 1}::text[]))`,
        [...variants, types],
      );
      return paginated([], Number(total), query);
    }
    return this.toPage(rows, query);
  }

  /** Typo tolerance: names similar to the query by trigrams (pg_trgm, GIN-indexed). */
  private async similar(
    query: SearchQueryDto,
    types: SearchType[] | null,
  ): Promise<Paginated<SearchResultDto>> {
    const rows: ResultRow[] = await this.dataSource.query(
      `SELECT d.entity_type AS type, d.slug, d.title,
              greatest(similarity(d.title, $1), word_similarity($1, d.title)) AS score,
              count(*) OVER () AS total,
              CASE WHEN length(${SNIPPET_SOURCE}) > ${SNIPPET_LENGTH}
                   THEN left(${SNIPPET_SOURCE}, ${SNIPPET_LENGTH - 1}) || '…'
                   ELSE ${SNIPPET_SOURCE} END AS snippet
         FROM search_documents d
        WHERE (d.title % $1 OR $1 <% d.title) AND ${VISIBLE}
          -- A query of stop words only ("the") means nothing; it should not match every name.
          AND numnode(websearch_to_tsquery('english', $1)) > 0
          AND ($2::text[] IS NULL OR d.entity_type = ANY ($2::text[]))
        ORDER BY score DESC, d.title, d.id
        LIMIT $3 OFFSET $4`,
      [query.q, types, query.limit, query.skip],
    );
    if (rows.length === 0 && query.skip > 0) {
      const [{ total }] = await this.dataSource.query<Array<{ total: string }>>(
        `SELECT count(*) AS total FROM search_documents d
          WHERE (d.title % $1 OR $1 <% d.title) AND ${VISIBLE}
            AND ($2::text[] IS NULL OR d.entity_type = ANY ($2::text[]))`,
        [query.q, types],
      );
      return paginated([], Number(total), query);
    }
    return this.toPage(rows, query);
  }

  private toPage(rows: ResultRow[], query: SearchQueryDto): Paginated<SearchResultDto> {
    const total = rows.length > 0 ? Number(rows[0].total) : 0;
    return paginated(
      rows.map((row) => ({
        type: row.type,
        slug: row.slug,
        title: row.title,
        snippet: row.snippet,
        score: Math.round(Number(row.score) * 10_000) / 10_000,
      })),
      total,
      query,
    );
  }
}
