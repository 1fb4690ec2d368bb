import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import DataLoader from 'dataloader';
import { DataSource, EntityManager } from 'typeorm';
import { advisoryLock } from '../../common/advisory-lock';
import { LedgerBook, PaymentView } from '../ledger-book.service';
import { receiptNumberText } from '../ledger-rules';
import { Payment } from './payment.entity';
import { Money, readableDate } from '@hostel-admin/rules';

/**
 * A reference as payments are matched on it: no spaces, lower case ("UTR 6330 1234" → "utr63301234"); null when
 * nothing is left. The SQL below computes the same, so the index of migration 1733500000000 serves it.
 */
export function referenceKey(reference: string | null | undefined): string | null {
  return reference?.replace(/ /g, '').toLowerCase() || null;
}

/** `referenceKey` in SQL, the expression `idx_payments_reference` indexes. */
const KEY_SQL = "lower(replace(p.reference, ' ', ''))";

/** Thrown by PaymentsBook when a payment's reference was already used in its hostel and nobody confirmed it. */
export class DuplicateReference extends Error {
  constructor(
    readonly reference: string,
    readonly matches: PaymentView[],
  ) {
    super('Duplicate payment reference');
  }
}

/** How the refusal names a match: its receipt, resident, amount and day. */
export interface ReferenceMatch {
  receiptNo: number;
  studentName: string;
  amountPaise: number;
  paidOn: string;
}

/**
 * "Reference 633012345678 was already used for receipt R-000197 (Asha Rao, Rs. 6,000 on 20 Nov 2026). Check it,
 * or record anyway." Three matches at most are named.
 */
export function duplicateReferenceMessage(reference: string, matches: ReferenceMatch[]): string {
  const named = matches
    .slice(0, 3)
    .map(
      (m) =>
        `${receiptNumberText(m.receiptNo)} (${m.studentName}, ${Money.format(m.amountPaise)} on ${readableDate(m.paidOn)})`,
    );
  if (matches.length > 3) named.push(`${matches.length - 3} more`);
  const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}` : named[0];
  return `Reference ${reference} was already used for ${matches.length > 1 ? 'receipts' : 'receipt'} ${list}. Check it, or record anyway.`;
}

/**
 * Payments that share a reference (a UTR or transaction id) within a hostel: the lock a payment with a reference
 * takes, the matches a new payment is checked against, and Payment.sameReference (batched per request).
 */
@Injectable()
export class PaymentReferences {
  private readonly loaders = new WeakMap<object, DataLoader<PaymentView, PaymentView[]>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly book: LedgerBook,
  ) {}

  /**
   * Serialises payments carrying this reference until the transaction ends, so of two sent at once the second
   * sees the first. Take it before the resident's lock. Keyed by the reference alone: a resident's hostel is
   * known only under their lock, and two hostels sharing a reference at the same moment only wait for each other.
   */
  async lock(manager: EntityManager, reference: string | null): Promise<void> {
    const key = referenceKey(reference);
    if (key) await advisoryLock(manager, `payment-reference:${key}`);
  }

  /** The hostel's payments whose reference matches this one, by receipt number. */
  async matching(manager: EntityManager, hostelId: number, reference: string | null): Promise<PaymentView[]> {
    const key = referenceKey(reference);
    if (!key) return [];
    const rows: { id: number }[] = await manager
      .createQueryBuilder(Payment, 'p')
      .select('p.id', 'id')
      .where('p.hostel_id = :hostelId', { hostelId })
      .andWhere(`${KEY_SQL} = :key`, { key })
      .orderBy('p.receipt_no')
      .getRawMany();
    return this.book.paymentsByIds(
      manager,
      rows.map((r) => Number(r.id)),
    );
  }

  /** The other payments of its hostel with the payment's reference, batched while resolving one request. */
  sameReference(request: object, payment: PaymentView): Promise<PaymentView[]> {
    let loader = this.loaders.get(request);
    if (!loader) {
      loader = new DataLoader((payments) => this.sameReferences(payments), { cache: false });
      this.loaders.set(request, loader);
    }
    return loader.load(payment);
  }

  private async sameReferences(payments: readonly PaymentView[]): Promise<PaymentView[][]> {
    const keyed = payments.map((p) => ({ payment: p, key: referenceKey(p.reference) }));
    const hostels = [...new Set(keyed.filter((k) => k.key).map((k) => k.payment.hostelId))];
    const keys = [...new Set(keyed.flatMap((k) => k.key ?? []))];
    if (!keys.length) return payments.map(() => []);
    const manager = this.dataSource.manager;
    const rows: { id: number; hostel_id: number; ref_key: string }[] = await manager
      .createQueryBuilder(Payment, 'p')
      .select(['p.id AS id', 'p.hostel_id AS hostel_id', `${KEY_SQL} AS ref_key`])
      .where('p.hostel_id IN (:...hostels)', { hostels })
      .andWhere(`${KEY_SQL} IN (:...keys)`, { keys })
      .orderBy('p.receipt_no')
      .getRawMany();
    const views = new Map(
      (
        await this.book.paymentsByIds(
          manager,
          rows.map((r) => Number(r.id)),
        )
      ).map((v) => [v.id, v]),
    );
    return keyed.map(({ payment, key }) =>
      rows
        .filter(
          (r) => key && r.ref_key === key && Number(r.hostel_id) === payment.hostelId && Number(r.id) !== payment.id,
        )
        .flatMap((r) => views.get(Number(r.id)) ?? []),
    );
  }
}
