import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { Deposit } from './deposit.entity';
import { DepositsService } from './deposits.service';

/** Batches deposit look-ups made while resolving one GraphQL request (one loader per request). */
@Injectable()
export class DepositLoader {
  private readonly loaders = new WeakMap<object, DataLoader<number, Deposit | null>>();

  constructor(private readonly deposits: DepositsService) {}

  ofStudent(request: object, studentId: number): Promise<Deposit | null> {
    let loader = this.loaders.get(request);
    if (!loader) {
      loader = new DataLoader((ids: readonly number[]) => this.deposits.byStudentIds(ids));
      this.loaders.set(request, loader);
    }
    return loader.load(studentId);
  }
}
