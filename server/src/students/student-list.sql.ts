import { likePattern, SortDirection } from '../common/pagination';
import { StudentSortField } from './dto/students.args';

/**
 * The SQL of the resident list, as plain text with :named parameters. Every statement reads the
 * current residents (`s`) of one hostel (or all, for a superadmin); StudentListQuery picks which.
 */
export interface ListRequest {
  scope?: number;
  search?: SearchTerm;
  hasBed?: boolean;
  roomId?: number;
  field: StudentSortField;
  direction: SortDirection;
}

export interface SearchTerm {
  /** For LIKE … ESCAPE '\': wildcards in the search are literal. */
  pattern: string;
  /** For FTS5 MATCH: the term as one quoted phrase, a substring query on a trigram table. */
  phrase: string;
  /** Long enough for a trigram index (3 characters). */
  indexed: boolean;
  /** Only digits: it may be (part of) a room number. */
  digits: boolean;
}

/**
 * A search that looks like (part of) a phone number, "+91 98765 43210" or "98765-43210", loses its
 * separators, as stored phones have none (E.164); an Indian number written with its trunk 0 ("098765 43210")
 * loses the 0 too.
 */
export function phoneSearchText(text: string): string {
  if (!/^\+?[\d\s\-.()]+$/.test(text) || !/\d/.test(text)) return text;
  const compact = text.replace(/[\s\-.()]/g, '');
  return /^0[6-9]\d{9}$/.test(compact) ? compact.slice(1) : compact;
}

export function searchTerm(search: string | undefined): SearchTerm | undefined {
  const typed = search?.trim().toLowerCase();
  if (!typed) return undefined;
  const text = phoneSearchText(typed);
  return {
    pattern: likePattern(text),
    phrase: `"${text.replace(/"/g, '""')}"`,
    indexed: [...text].length >= 3,
    digits: /^\d+$/.test(text),
  };
}

export interface Statements {
  page: string;
  count: string;
}

const SORT_KEYS: Record<Exclude<StudentSortField, StudentSortField.ROOM_NUMBER>, string> = {
  [StudentSortField.NAME]: 'lower(s.name)',
  [StudentSortField.EMAIL]: 'lower(s.email)',
  [StudentSortField.PHONE]: 's.phone',
  [StudentSortField.MOVE_IN_DATE]: 's.move_in_date',
};

const like = (column: string) => `${column} LIKE :pattern ESCAPE '\\'`;
const ROOM_NUMBER_TEXT = 'CAST(r.room_number AS TEXT)';
const BED_OF_S = ' LEFT JOIN beds b ON b.current_student_id = s.id';
const ROOM_NUMBER_OF_S =
  '(SELECT r.room_number FROM beds b JOIN rooms r ON r.id = b.room_id WHERE b.current_student_id = s.id)';
const PAGE = 'LIMIT :limit OFFSET :offset';

export class ListSql {
  /** SQLite keeps the join order of CROSS JOIN: the statements below start from the rows they name first. */
  private readonly join: string;

  /** `roomsMatch`: residents sit in rooms whose number contains the term; their ids are the :seated parameter (idsParam()). */
  constructor(
    private readonly sqlite: boolean,
    private readonly request: ListRequest,
    private readonly roomsMatch = false,
  ) {
    this.join = sqlite ? 'CROSS JOIN' : 'JOIN';
  }

  /**
   * Ids of the residents in a room whose number contains the (digits-only) term: one scan of the rooms. PostgreSQL
   * has no statistics on the room number as text and guessed 800 matching rooms for "250" (143): it hashed the rooms
   * and read all 110,000 beds (20 ms at 100,000 residents). Given the rooms' ids as an array, it reads their beds by
   * `idx_beds_room` (4 ms; "17", 1,085 rooms: 18 → 5.5 ms).
   */
  seatedInMatchingRooms(): string {
    const scope = this.request.scope === undefined ? '' : ' AND r.hostel_id = :scope';
    if (!this.sqlite) {
      const rooms = `SELECT r.id FROM rooms r WHERE ${like(ROOM_NUMBER_TEXT)}${scope}`;
      return `SELECT b.current_student_id AS id FROM beds b WHERE b.room_id = ANY(ARRAY(${rooms})) AND b.current_student_id IS NOT NULL`;
    }
    return `SELECT b.current_student_id AS id FROM rooms r JOIN beds b ON b.room_id = r.id WHERE ${like(ROOM_NUMBER_TEXT)} AND b.current_student_id IS NOT NULL${scope}`;
  }

  /** A list of ids as one parameter: a JSON array on SQLite (read with json_each), an array on PostgreSQL. */
  idsParam(ids: number[]): string | number[] {
    return this.sqlite ? JSON.stringify(ids) : ids;
  }

  /** How many residents' text contains the term, counting no further than `cap` (the trigram index answers). */
  textMatchCount(cap: number): string {
    const matches = this.sqlite
      ? 'SELECT rowid FROM students_search WHERE students_search MATCH :phrase'
      : `SELECT id FROM students WHERE ${like('search_text')}`;
    return `SELECT COUNT(*) AS n FROM (${matches} LIMIT ${cap}) m`;
  }

  /**
   * SQLite, a search of 3 characters or more and no matching rooms: the full-text table read once, at most `cap`
   * matches (the plan's threshold, CANDIDATE_LIMIT), for the page (`id`) and both counts on each row: `matched` (the
   * table's matches, up to `cap`) and `total` (those that are current residents of the scope). Reading the matches
   * three times (cap, page, count) was most of a narrow search's time: "sharma" (2,085 matches) took about 7 ms of
   * SQL at 100,000 residents. An empty page has no row: `narrowCounts` then answers the counts.
   */
  narrowInOne(cap: number): { page: string; counts: string } {
    const { field, direction, hasBed } = this.request;
    const matches = `SELECT rowid AS id FROM students_search WHERE students_search MATCH :phrase LIMIT ${cap}`;
    const beds = hasBed === undefined ? '' : BED_OF_S;
    const [key, order] =
      field === StudentSortField.ROOM_NUMBER
        ? [ROOM_NUMBER_OF_S, `sort_key ${direction} NULLS LAST, id ASC`]
        : [SORT_KEYS[field], `sort_key ${direction}, id ${direction}`];
    const withs = `WITH m AS MATERIALIZED (${matches}), candidates AS MATERIALIZED (SELECT s.id AS id, ${key} AS sort_key FROM m CROSS JOIN students s ON s.id = m.id${beds} WHERE ${this.current(this.bedFilter())})`;
    const counts = '(SELECT COUNT(*) FROM m) AS matched, (SELECT COUNT(*) FROM candidates) AS total';
    return {
      page: `${withs} SELECT id, ${counts} FROM candidates ORDER BY ${order} ${PAGE}`,
      counts: `${withs} SELECT ${counts}`,
    };
  }

  /** SQLite: the residents the search matches (full-text table, then the matching rooms' residents), to start from. */
  matches(): string {
    const text = 'SELECT rowid AS id FROM students_search WHERE students_search MATCH :phrase';
    return this.roomsMatch ? `${text} UNION SELECT value AS id FROM json_each(:seated)` : text;
  }

  /** The residents of the room the filter names, to start from. */
  roomStudents(): string {
    return 'SELECT current_student_id AS id FROM beds WHERE room_id = :roomId AND current_student_id IS NOT NULL';
  }

  /**
   * Page and count sorted after reading the candidates: ids to start from (SQLite's matches, or the
   * filtered room's residents), or none (PostgreSQL, whose planner reads the search's index itself).
   * `checkSearch`: the candidates are not all matches, so each row is checked against the search.
   */
  sorted(candidates: string | undefined, checkSearch: boolean): Statements {
    const { field, direction, hasBed } = this.request;
    const source = candidates ? `(${candidates}) m ${this.join} students s ON s.id = m.id` : 'students s';
    const beds = hasBed === undefined ? '' : BED_OF_S;
    const from = `FROM ${source}${beds} WHERE ${this.current(this.bedFilter(), checkSearch ? this.searchMatch() : undefined)}`;
    // The room number is a look-up per candidate (few of them).
    const [key, order] =
      field === StudentSortField.ROOM_NUMBER
        ? [ROOM_NUMBER_OF_S, `sort_key ${direction} NULLS LAST, id ASC`]
        : [SORT_KEYS[field], `sort_key ${direction}, id ${direction}`];
    // MATERIALIZED keeps the candidates a step of their own: PostgreSQL reads them by the search's index, then sorts,
    // instead of walking a sort index in the hope of meeting matches early. Each row of the page carries the total
    // (`total`), so the candidates are read once ("250" on PostgreSQL: 1,706 rows from 1,164 pages, 20 ms a read);
    // `count` is for an empty page.
    const page = `WITH candidates AS MATERIALIZED (SELECT s.id AS id, ${key} AS sort_key ${from}) SELECT id, (SELECT COUNT(*) FROM candidates) AS total FROM candidates ORDER BY ${order} ${PAGE}`;
    return { page, count: `SELECT COUNT(*) AS n ${from}` };
  }

  /** Page and count read in sort-index order, each row checked: for no search or a broad one. */
  inOrder(): Statements {
    return {
      page: `SELECT s.id AS id ${this.everyMatch()} ORDER BY ${this.columnOrder()} ${PAGE}`,
      count: this.count(),
    };
  }

  /**
   * How many residents match. Without a search or a filter it is the kept count, `resident_counts` (one row a hostel,
   * moved by every write that adds or archives a resident): counting 100,000 index entries took about 4 ms of every
   * page (bench/README.md, api-cost). Otherwise read from the search index alone on SQLite, unless filtered by bed.
   */
  count(): string {
    const { search, hasBed, roomId, scope } = this.request;
    if (!search && hasBed === undefined && roomId === undefined) {
      const where = scope === undefined ? '' : ' WHERE hostel_id = :scope';
      return `SELECT COALESCE(SUM(current_residents), 0) AS n FROM resident_counts${where}`;
    }
    return `SELECT COUNT(*) AS n ${this.everyMatch()}`;
  }

  /** Residents with a bed by room number (read from the rooms index), then … */
  seatedByRoom(): Statements {
    const { scope, search, direction } = this.request;
    const conditions = [
      scope === undefined ? undefined : 'r.hostel_id = :scope',
      search ? `(${like('s.search_text')} OR ${like(ROOM_NUMBER_TEXT)})` : undefined,
    ];
    const from = `FROM rooms r ${this.join} beds b ON b.room_id = r.id ${this.join} students s ON s.id = b.current_student_id WHERE ${this.current(...conditions)}`;
    return {
      page: `SELECT s.id AS id ${from} ORDER BY r.room_number ${direction}, s.id ASC ${PAGE}`,
      count: `SELECT COUNT(*) AS n ${from}`,
    };
  }

  /** … the residents without a bed, in the order they arrived. */
  unseated(): string {
    const search = this.request.search ? like('s.search_text') : undefined;
    const free = 'NOT EXISTS (SELECT 1 FROM beds b WHERE b.current_student_id = s.id)';
    return `SELECT s.id AS id FROM students s WHERE ${this.current(free, search)} ORDER BY s.id ASC ${PAGE}`;
  }

  private everyMatch(): string {
    const beds = this.request.hasBed === undefined ? '' : BED_OF_S;
    return `FROM students s${beds} WHERE ${this.current(this.bedFilter(), this.searchMatch())}`;
  }

  /** The search, checked on a resident's row: the text, or a seat in a matching room. */
  private searchMatch(): string | undefined {
    if (!this.request.search) return undefined;
    const seated = this.sqlite ? 's.id IN (SELECT value FROM json_each(:seated))' : 's.id = ANY(:seated)';
    return `(${like('s.search_text')}${this.roomsMatch ? ` OR ${seated}` : ''})`;
  }

  /** The sort column then the id, both in the asked direction, so one index serves both directions. */
  private columnOrder(): string {
    const { field, direction } = this.request;
    if (field === StudentSortField.ROOM_NUMBER)
      throw new Error('the room number order reads the rooms first: use seatedByRoom()');
    return `${SORT_KEYS[field]} ${direction}, s.id ${direction}`;
  }

  /** The hasBed filter, on a statement that left-joins the resident's bed as `b`. */
  private bedFilter(): string | undefined {
    const { hasBed } = this.request;
    return hasBed === undefined ? undefined : `b.id IS ${hasBed ? 'NOT ' : ''}NULL`;
  }

  /** Current residents of the scope, and the given conditions. */
  private current(...conditions: (string | undefined)[]): string {
    const scope = this.request.scope === undefined ? undefined : 's.hostel_id = :scope';
    return ['s.archived_at IS NULL', scope, ...conditions].filter(Boolean).join(' AND ');
  }
}
