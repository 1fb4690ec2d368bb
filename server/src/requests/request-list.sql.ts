import type { RequestType } from '@hostel-admin/rules';
import { likePattern } from '../common/pagination';

/**
 * A search among many requests counts its matches up to this many past the page's start: "1000+" on the first page,
 * as search pages say, rather than reading every match of a broad term (`leak` in 16,000 requests, two digits in
 * 100,000) for a figure nobody pages to the end of. Matches all counted, the page is sorted from them; more, and the
 * page walks the list's order and stops when full (a broad term fills a page after a few hundred requests).
 */
export const COUNT_AHEAD = 1000;

/**
 * A term too short for the trigram indexes (one or two characters) is checked on each request until its count is
 * reached, so it counts fewer: "100+". `17` is in one request of twenty: 1,001 matches read 20,000 requests (57 ms on
 * SQLite, 55 on PostgreSQL), 101 read 2,000 (6 and 3.6 ms).
 */
export const SHORT_COUNT_AHEAD = 100;

/**
 * A search within a type and status of up to this many requests (the kept count) checks each of them rather than asking
 * the trigram indexes: `leak` among 58 pending service requests, 22.6 → under 1 ms on SQLite (bench/README.md).
 */
export const CHECK_EACH_LIMIT = 2000;

/** SQLite's trigram table of one type's requests' search text (migration 1735900000000). */
export const requestSearchTable = (type: RequestType) => `requests_search_${type}`;

/** A request search as each statement needs it. */
export interface RequestSearch {
  /** For LIKE … ESCAPE '\' on `requests.search_text`: wildcards in the search are literal. */
  pattern: string;
  /** For FTS5 MATCH: the term as one quoted phrase, a substring query on a trigram table. */
  phrase: string;
  /** Long enough for a trigram index (3 characters). */
  indexed: boolean;
}

/**
 * The term in lower case, its control characters spaces: the unit separator apart the parts of a request's search text
 * (migration 1735900000000), so a term matches within the resident's name, the text or the room number, never across.
 */
export function requestSearch(search: string | undefined): RequestSearch | undefined {
  // eslint-disable-next-line no-control-regex
  const text = search
    ?.replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .toLowerCase();
  if (!text) return undefined;
  const phrase = `"${text.replace(/"/g, '""')}"`;
  return { pattern: likePattern(text), phrase, indexed: [...text].length >= 3 };
}

/** The search checked on a request `r`: the resident's name, the text and the room number, in its search text. */
const REQUEST_MATCH = "r.search_text LIKE :pattern ESCAPE '\\'";

/** The requests of `filters` that match the search, each checked (`r` is the request): to read in the list's order. */
export function checkedRequests(filters: string[]): string {
  return `FROM requests r WHERE ${[...filters, REQUEST_MATCH].join(' AND ')}`;
}

/**
 * The requests of `filters` that match an indexed search, found through the trigram indexes of their search text, each
 * checked (the indexes find a few more than match: SQLite's folds case beyond ASCII). SQLite starts from the trigram
 * tables of the types asked (one each); PostgreSQL's planner finds the GIN index of `search_text` itself.
 */
export function matchedRequests(sqlite: boolean, filters: string[], types: readonly RequestType[]): string {
  if (!sqlite) return checkedRequests(filters);
  const ids = types
    .map(
      (type) => `SELECT rowid AS id FROM ${requestSearchTable(type)} WHERE ${requestSearchTable(type)} MATCH :phrase`,
    )
    .join(' UNION ALL ');
  return `FROM (${ids}) m CROSS JOIN requests r ON r.id = m.id WHERE ${[...filters, REQUEST_MATCH].join(' AND ')}`;
}
