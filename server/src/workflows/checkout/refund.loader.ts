import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import type { Checkout } from '../../ledger/checkout/checkout.entity';
import { RefundPaid, RefundQueries } from '../../ledger/checkout/refund-queries';

/** Refunds paid, batched per GraphQL request by resident: Checkout.refund and Deposit.settlement read them. */
@Injectable()
export class RefundLoader {
  private readonly loaders = new WeakMap<object, DataLoader<number, RefundPaid[]>>();

  constructor(private readonly queries: RefundQueries) {}

  /** The resident's refunds (one per stay that ended in a payout), oldest first. */
  ofStudent(request: object, studentId: number): Promise<RefundPaid[]> {
    let loader = this.loaders.get(request);
    if (!loader) {
      loader = new DataLoader(async (ids: readonly number[]) => {
        const rows = await this.queries.ofStudents(ids);
        return ids.map((id) => rows.filter((r) => r.studentId === id));
      });
      this.loaders.set(request, loader);
    }
    return loader.load(studentId);
  }

  /** The refund of a checkout as GraphQL's Refund reads it, or null. */
  async ofCheckout(request: object, checkout: Pick<Checkout, 'id' | 'studentId'>) {
    const refund = (await this.ofStudent(request, checkout.studentId)).find((r) => r.checkoutId === checkout.id);
    return refund ? { ...refund, id: refund.refundId } : null;
  }
}
