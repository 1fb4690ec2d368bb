import { type QueryRunner, type TableColumnOptions, TableForeignKey } from 'typeorm';

/** Column helpers that write the same schema on SQLite and PostgreSQL. */
export function columnsFor(queryRunner: QueryRunner) {
  const postgres = queryRunner.connection.options.type === 'postgres';
  return {
    id: (): TableColumnOptions => ({
      name: 'id',
      type: 'integer',
      isPrimary: true,
      isGenerated: true,
      generationStrategy: 'increment',
    }),
    int: (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
      name,
      type: 'integer',
      ...extra,
    }),
    text: (name: string, length: number, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
      name,
      type: 'varchar',
      length: String(length),
      ...extra,
    }),
    bool: (name: string, defaultValue: boolean): TableColumnOptions => ({
      name,
      type: 'boolean',
      default: postgres ? String(defaultValue) : defaultValue ? 1 : 0,
    }),
    date: (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
      name,
      type: 'date',
      ...extra,
    }),
    timestamp: (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
      name,
      type: postgres ? 'timestamptz' : 'datetime',
      ...extra,
    }),
    now: (name: string): TableColumnOptions => ({
      name,
      type: postgres ? 'timestamptz' : 'datetime',
      default: postgres ? 'now()' : "(datetime('now'))",
    }),
  };
}

/** A foreign key to `table`.id that refuses to delete a row still referred to (the ledger never deletes). */
export const restrictedForeignKey = (column: string, table: string) =>
  new TableForeignKey({
    columnNames: [column],
    referencedTableName: table,
    referencedColumnNames: ['id'],
    onDelete: 'RESTRICT',
  });
