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
 * REQUEST_MATCH without the resident joined to each request: `:named` holds the ids of the hostel's residents whose name
 * contains the term (`namedResidents`, read once and kept while nothing is written), and a request's resident is looked
 * up in that list (hashed) only when its text and room number do not match. SQLite takes the list as JSON. Two digits
 * over 100,000 service requests on SQLite: 336 → 182 ms a count with the names matched once per statement
 * (bench/README.md). PostgreSQL joined, its planner walked the list's order with a lookup of each request's resident
 * (28 ms for `Kumar` on page 2), or in parallel workers that read on past the page (174 ms).
 */
function namedRequestMatch(sqlite: boolean): string {
  const named = sqlite
    ? 'r.student_id IN (SELECT value FROM json_each(:named))'
    : 'r.student_id = ANY(CAST(:named AS integer[]))';
  return `(CAST(r.room_number AS varchar(12)) LIKE :pattern ESCAPE '\\' OR lower(r.text) LIKE :pattern ESCAPE '\\' OR ${named})`;
}

/**
 * The hostel's residents whose name contains the term; on PostgreSQL, for 3 characters or more, through the trigram
 * index of their search text (`lower(name|email|phone)`, which holds the name whole). Under two characters an index
 * cannot help: every name is read.
 */
export function namedResidents(sqlite: boolean, indexed: boolean): string {
  const trigram = !sqlite && indexed ? " AND s.search_text LIKE :pattern ESCAPE '\\'" : '';
  return `SELECT s.id FROM students s WHERE s.hostel_id = :hostelId${trigram} AND lower(s.name) LIKE :pattern ESCAPE '\\'`;
}

/** The expression of PostgreSQL's trigram index of requests (migration 1735700000000), written as it is there. */
const PG_SEARCH_TEXT = "(lower(r.text) || '|' || COALESCE(CAST(r.room_number AS text), ''))";

/** The requests of `filters` that match the search, each checked with `namedRequestMatch` (`:named` given). */
export function namedRequests(sqlite: boolean, filters: string[]): string {
  return `FROM requests r WHERE ${[...filters, namedRequestMatch(sqlite)].join(' AND ')}`;
}

/**
 * The requests of `filters` that match the search, each checked, to read in the list's order (`r` is the request): on
 * SQLite with the resident joined (a few requests, or a page's worth), on PostgreSQL through `:named`.
 */
export function checkedRequests(sqlite: boolean, filters: string[]): string {
  if (sqlite)
    return `FROM requests r JOIN students s ON s.id = r.student_id WHERE ${[...filters, REQUEST_MATCH].join(' AND ')}`;
  return namedRequests(false, filters);
}

/**
 * The requests of `filters` that match an indexed search, found through the trigram indexes: the requests of the
 * residents whose name contains the term, and those whose text or room number does. The indexes find a few more than
 * match (SQLite's folds case beyond ASCII; PostgreSQL's reads the whole text and room number as one), so each is checked
 * as `checkedRequests` checks it. SQLite starts from the full-text tables' ids; PostgreSQL reads the requests by a
 * bitmap of both indexes (the residents' ids as one array keep its planner off a scan of every request).
 */
export function matchedRequests(sqlite: boolean, filters: string[]): string {
  if (sqlite) {
    const ids = `SELECT r.id AS id FROM students_search f CROSS JOIN requests r ON r.student_id = f.rowid
       WHERE students_search MATCH :namePhrase
       UNION SELECT rowid AS id FROM requests_search WHERE requests_search MATCH :phrase`;
    return `FROM (${ids}) m CROSS JOIN requests r ON r.id = m.id CROSS JOIN students s ON s.id = r.student_id
      WHERE ${[...filters, REQUEST_MATCH].join(' AND ')}`;
  }
  const found = `(r.student_id = ANY(CAST(:named AS integer[])) OR ${PG_SEARCH_TEXT} LIKE :pattern ESCAPE '\\')`;
  return namedRequests(false, [...filters, found]);
}
