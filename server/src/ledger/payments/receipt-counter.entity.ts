import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The last receipt number a hostel issued. Taken and raised in the payment's own transaction (a row lock on
 * PostgreSQL, one writer at a time on SQLite), so numbers have no gaps and no repeats.
 */
@Entity('receipt_counters')
export class ReceiptCounter {
  @PrimaryColumn({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  @Column({ name: 'last_number', type: 'integer' })
  lastNumber: number;
}
