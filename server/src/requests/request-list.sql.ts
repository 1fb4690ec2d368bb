import { REQUEST_TYPES, type RequestType } from '@hostel-admin/rules';
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

/** SQLite's trigram table of one type's requests' search text (`RequestSearchStructures`). */
export const requestSearchTable = (type: string) => `requests_search_${type}`;

/** A request search as each statement needs it. */
export interface RequestSearch {
  /** The term in lower case, as `requests.search_text` holds its parts. */
  term: string;
  /** For LIKE … ESCAPE '\' (what PostgreSQL's trigram indexes answer): wildcards in the search are literal. */
  pattern: string;
  /** For FTS5 MATCH: the term as one quoted phrase, a substring query on a trigram table. */
  phrase: string;
  /** Long enough for a trigram index (3 characters). */
  indexed: boolean;
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * The term in lower case, its control characters spaces: the unit separator apart the parts of a request's search text
 * (`requestSearchTextSql`), so a term matches within the resident's name, the text or the room number, never across.
 */
export function requestSearch(search: string | undefined): RequestSearch | undefined {
  const term = search?.replace(CONTROL_CHARACTERS, ' ').trim().toLowerCase();
  if (!term) return undefined;
  const phrase = `"${term.replace(/"/g, '""')}"`;
  return { term, pattern: likePattern(term), phrase, indexed: [...term].length >= 3 };
}

/**
 * The search checked on a request `r`, in its search text: with a function no trigram index answers, so that a planner
 * walks the list's indexes with it, which carry the text (a page of a broad term, a few requests, a short term).
 */
const contains = (sqlite: boolean) => (sqlite ? 'instr(r.search_text, :term) > 0' : 'strpos(r.search_text, :term) > 0');

/** The requests of `filters` that match the search, each checked (`r` is the request): to read in the list's order. */
export function checkedRequests(sqlite: boolean, filters: string[]): string {
  return `FROM requests r WHERE ${[...filters, contains(sqlite)].join(' AND ')}`;
}

/**
 * The requests of the hostel (of a type and a status when given) that match an indexed search, found through the
 * trigram indexes of their type, each checked (the indexes find a few more than match). SQLite starts from the trigram
 * tables of the types asked. PostgreSQL reads the partial GIN index of the type (`RequestSearchStructures`): the type
 * written in the statement, for its planner to prove the index's predicate, and the hostel as `hostel_id + 0`, so that
 * it cannot walk the list's indexes instead: it guesses a term's matches from the term alone, and walked 100,000 service
 * requests for `250`, which is in 737 of them (52 ms; 4.7 ms through the index).
 */
export function matchedRequests(sqlite: boolean, type: RequestType | undefined, status: boolean): string {
  const others = status ? ['r.status = :status'] : [];
  if (sqlite) {
    const ids = (type ? [type] : REQUEST_TYPES)
      .map((t) => `SELECT rowid AS id FROM ${requestSearchTable(t)} WHERE ${requestSearchTable(t)} MATCH :phrase`)
      .join(' UNION ALL ');
    const filters = ['r.hostel_id = :hostelId', ...(type ? ['r.type = :type'] : []), ...others, contains(true)];
    return `FROM (${ids}) m CROSS JOIN requests r ON r.id = m.id WHERE ${filters.join(' AND ')}`;
  }
  if (type && !REQUEST_TYPES.includes(type)) throw new Error(`Not a request type: ${type}`);
  const filters = [
    'r.hostel_id + 0 = :hostelId',
    ...(type ? [`r.type = '${type}'`] : []),
    ...others,
    "r.search_text LIKE :pattern ESCAPE '\\'",
  ];
  return `FROM requests r WHERE ${filters.join(' AND ')}`;
}
