import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { UsersService } from '../users/users.service';

/** A public object: a GraphQL type's fields as the API answers them (ids as strings, instants ISO), and its type. */
export type PublicObject = { __typename: string } & Record<string, unknown>;
export type Row = Record<string, unknown>;

/** An ID as GraphQL answers it: a string. */
export const id = (value: unknown) => (value === null || value === undefined ? null : String(value));
/** An instant as GraphQL's DateTime answers it; SQLite's raw text is UTC without a zone. */
export const iso = (value: unknown) => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`).toISOString();
};
export const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
/** A date (YYYY-MM-DD), read as text (PostgreSQL's driver would make a local midnight of it). */
export const day = (value: unknown) => (value === null || value === undefined ? null : String(value).slice(0, 10));

/** Reads of other owners' rows for the public objects, by SQL and read only (as requests/ and meals/ read). */
@Injectable()
export class PublicRows {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
  ) {}

  async one(sql: string, parameters: Record<string, unknown>): Promise<Row | null> {
    const [text, values] = this.dataSource.driver.escapeQueryWithParameters(sql, parameters);
    const rows = (await this.dataSource.query(text, values)) as Row[];
    return rows[0] ?? null;
  }

  /** A user's name now; null for none (a job). */
  async nameOf(userId: unknown): Promise<string | null> {
    if (userId === null || userId === undefined) return null;
    return (await this.users.namesByIds([Number(userId)])).get(Number(userId)) ?? null;
  }

  /** A resident as a related object: `{ id, name }`. */
  async studentRef(studentId: unknown): Promise<{ id: string | null; name: unknown } | null> {
    const row = await this.one('SELECT id, name FROM students WHERE id = :studentId', { studentId });
    return row ? { id: id(row.id), name: row.name } : null;
  }
}
