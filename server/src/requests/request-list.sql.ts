import { likePattern } from '../common/pagination';

/**
 * A search among many requests counts its matches up to this many past the page's start: "1000+" on the first page,
 * as search pages say, rather than reading every match of a broad term (`leak` in 16,000 requests, two digits in
 * 100,000) for a figure nobody pages to the end of. Matches all counted, the page is sorted from them; more, and the
 * page walks the list's order and stops when full (a broad term fills a page after a few hundred requests).
 */
export const COUNT_AHEAD = 1000;

/**
 * A search within a type and status of up to this many requests (the kept count) checks each of them rather than asking
 * the trigram indexes: `leak` among 58 pending service requests, 22.6 → under 1 ms on SQLite (bench/README.md).
 */
export const CHECK_EACH_LIMIT = 2000;

/** A request search as each statement needs it. */
export interface RequestSearch {
  /** For LIKE … ESCAPE '\': wildcards in the search are literal. */
  pattern: string;
  /** For FTS5 MATCH: the term as one quoted phrase, a substring query on a trigram table. */
  phrase: string;
  /** The phrase in the residents' names only (their FTS5 table also holds e-mail and phone). */
  namePhrase: string;
  /** Long enough for a trigram index (3 characters). */
  indexed: boolean;
}

export function requestSearch(search: string | undefined): RequestSearch | undefined {
  const text = search?.trim().toLowerCase();
  if (!text) return undefined;
  const phrase = `"${text.replace(/"/g, '""')}"`;
  return { pattern: likePattern(text), phrase, namePhrase: `name : ${phrase}`, indexed: [...text].length >= 3 };
}

/** The search, checked on a request `r` and its resident `s`: the resident's name, the text, the room number. */
const REQUEST_MATCH = `(lower(s.name) LIKE :pattern ESCAPE '\\' OR lower(r.text) LIKE :pattern ESCAPE '\\'
  OR CAST(r.room_number AS varchar(12)) LIKE :pattern ESCAPE '\\')`;

/**
 * REQUEST_MATCH for a term too short for the trigram indexes on SQLite, where every request of the filters is checked:
 * the same answer without the resident joined to each request. The names of the hostel's residents are matched once
 * (a list SQLite keeps for the statement) and a request's resident looked up in it only when its text and room number
 * do not match. Two digits over 100,000 service requests: 336 → 182 ms a count (bench/README.md); PostgreSQL's plan
 * of the join was as fast (128 ms against 133 ms), so it keeps REQUEST_MATCH.
 */
export const SHORT_REQUEST_MATCH = `(CAST(r.room_number AS varchar(12)) LIKE :pattern ESCAPE '\\'
  OR lower(r.text) LIKE :pattern ESCAPE '\\'
  OR r.student_id IN (SELECT s.id FROM students s WHERE s.hostel_id = :hostelId AND lower(s.name) LIKE :pattern ESCAPE '\\'))`;

/** The expression of PostgreSQL's trigram index of requests (migration 1735700000000), written as it is there. */
const PG_SEARCH_TEXT = "(lower(r.text) || '|' || COALESCE(CAST(r.room_number AS text), ''))";

/**
 * PostgreSQL: the hostel's residents whose name contains the term, through the trigram index of their search text
 * (`lower(name|email|phone)`, which holds the name whole).
 */
const PG_NAMED = `SELECT s.id FROM students s WHERE s.hostel_id = :hostelId
  AND s.search_text LIKE :pattern ESCAPE '\\' AND lower(s.name) LIKE :pattern ESCAPE '\\'`;

/**
 * REQUEST_MATCH on PostgreSQL, without the resident joined to each request: the residents named so are read once, and
 * a request's resident looked up in that list (a hashed subplan). Joined, its planner walked the list's order with a
 * lookup of each request's resident (28 ms for `Kumar` on page 2), or in parallel workers that read on past the page
 * (174 ms); the list read once is 18 ms.
 */
const PG_REQUEST_MATCH = `(lower(r.text) LIKE :pattern ESCAPE '\\' OR CAST(r.room_number AS varchar(12)) LIKE :pattern ESCAPE '\\'
  OR r.student_id IN (${PG_NAMED}))`;

/** The requests of `filters` that match the search, each checked, to read in the list's order (`r` is the request). */
export function checkedRequests(sqlite: boolean, filters: string[]): string {
  if (sqlite)
    return `FROM requests r JOIN students s ON s.id = r.student_id WHERE ${[...filters, REQUEST_MATCH].join(' AND ')}`;
  return `FROM requests r WHERE ${[...filters, PG_REQUEST_MATCH].join(' AND ')}`;
}

/**
 * The requests of `filters` that match an indexed search, found through the trigram indexes: the requests of the
 * residents whose name contains the term, and those whose text or room number does. The indexes find a few more than
 * match (SQLite's folds case beyond ASCII; PostgreSQL's reads the whole text and room number as one), so each is checked
 * as `checkedRequests` checks it. SQLite starts from the full-text tables' ids; PostgreSQL reads the requests by a
 * bitmap of both indexes (an array of the residents' ids keeps its planner off a scan of every request).
 */
export function matchedRequests(sqlite: boolean, filters: string[]): string {
  if (sqlite) {
    const ids = `SELECT r.id AS id FROM students_search f CROSS JOIN requests r ON r.student_id = f.rowid
       WHERE students_search MATCH :namePhrase
       UNION SELECT rowid AS id FROM requests_search WHERE requests_search MATCH :phrase`;
    return `FROM (${ids}) m CROSS JOIN requests r ON r.id = m.id CROSS JOIN students s ON s.id = r.student_id
      WHERE ${[...filters, REQUEST_MATCH].join(' AND ')}`;
  }
  const found = `(r.student_id = ANY(ARRAY(${PG_NAMED})) OR ${PG_SEARCH_TEXT} LIKE :pattern ESCAPE '\\')`;
  return `FROM requests r WHERE ${[...filters, found, PG_REQUEST_MATCH].join(' AND ')}`;
}
