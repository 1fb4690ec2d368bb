import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Charge } from './charge.entity';

/** A row for the charges table: who owes what and why. Amounts in paise; negative for a credit. */
export type NewCharge = Pick<Charge, 'hostelId' | 'studentId' | 'kind' | 'label' | 'amountPaise' | 'dueDate'> &
  Partial<Pick<Charge, 'reason' | 'comment' | 'reversesChargeId' | 'rentPeriod' | 'periodEnd' | 'createdBy'>>;

/**
 * The only writer of `charges` (a lint rule keeps it so): rent billing, extra charges, rent changes, write-offs and the
 * checkout's payout ask here. Rows are appended, never updated or deleted: a correction is another row that points at
 * the one it reverses. Each writer holds the resident's lock and projects the months after its rows.
 */
@Injectable()
export class Charges {
  /** Appends the rows in the caller's transaction; answers their ids in order. */
  async append(manager: EntityManager, rows: NewCharge[]): Promise<number[]> {
    if (!rows.length) return [];
    const ids: number[] = [];
    // One insert per row: PostgreSQL and SQLite both answer each row's id.
    for (const row of rows) ids.push(Number((await manager.insert(Charge, row)).identifiers[0].id));
    return ids;
  }

  /** Appends one row; answers its id. */
  async appendOne(manager: EntityManager, row: NewCharge): Promise<number> {
    return (await this.append(manager, [row]))[0];
  }

  /**
   * Appends rent rows, leaving out any period already billed to the resident (the database allows one rent charge per
   * resident and period): a second run of the rent job, or a second server, adds nothing.
   */
  async appendRent(manager: EntityManager, rows: NewCharge[]): Promise<void> {
    if (!rows.length) return;
    await manager.createQueryBuilder().insert().into(Charge).values(rows).orIgnore().execute();
  }
}
