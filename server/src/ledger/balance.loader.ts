import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import type { Allocation } from './allocation';
import { LedgerBook } from './ledger-book.service';

/** Batches residents' balances while resolving one GraphQL request (one loader per request). */
@Injectable()
export class BalanceLoader {
  private readonly loaders = new WeakMap<object, DataLoader<number, Allocation>>();

  constructor(private readonly ledger: LedgerBook) {}

  ofStudent(request: object, studentId: number): Promise<Allocation> {
    let loader = this.loaders.get(request);
    if (!loader) {
      loader = new DataLoader((ids: readonly number[]) => this.ledger.balances(ids));
      this.loaders.set(request, loader);
    }
    return loader.load(studentId);
  }
}
