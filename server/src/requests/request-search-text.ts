import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * What a request is searched by, in one text: the resident's name, the request's text (both in lower case) and the
 * room number the request shows (the one the resident was in when it was raised), apart by the unit separator
 * (U+001F), which a search term never holds (`requestSearch`), so a term matches within one of them and never across
 * two. The requests' own triggers (migration 1735900000000) derive the same text when a request is written; a change
 * of the text's shape is a migration that rewrites those triggers and every row.
 */
export function requestSearchTextSql(postgres: boolean, name: string, text: string, room: string): string {
  const separator = postgres ? 'chr(31)' : 'char(31)';
  return `lower(COALESCE(${name}, '')) || ${separator} || lower(${text}) || ${separator} || COALESCE(CAST(${room} AS ${
    postgres ? 'text' : 'TEXT'
  }), '')`;
}

/**
 * The requests' side of a resident's rename: their `search_text` holds the resident's name, so the students' writer
 * (`StudentRecords.update`) tells this owner in the rename's own transaction, and a search right after the rename
 * commits finds the new name. Nothing else a request shows changes with the resident: its room number is the one they
 * were in when it was raised (a bed move or a room's new number leaves it), and its text and type are its own.
 */
@Injectable()
export class RequestSearchText {
  /** The resident's requests' search text again, from the name `students` holds now in `manager`'s transaction. */
  async residentRenamed(manager: EntityManager, studentId: number): Promise<void> {
    const postgres = manager.connection.options.type === 'postgres';
    const text = requestSearchTextSql(
      postgres,
      '(SELECT s.name FROM students s WHERE s.id = requests.student_id)',
      'requests.text',
      'requests.room_number',
    );
    // Only the rows whose text changes (on SQLite each one written moves its type's trigram table).
    await manager.query(
      `UPDATE requests SET search_text = ${text}
       WHERE student_id = ${postgres ? '$1' : '?'} AND search_text IS DISTINCT FROM ${text}`,
      [studentId],
    );
  }
}
