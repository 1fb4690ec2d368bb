import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { RentTerms } from './rent-terms.entity';
import { RentTermsService } from './rent-terms.service';

/** Batches rent terms look-ups made while resolving one GraphQL request (one loader per request). */
@Injectable()
export class RentTermsLoader {
  private readonly loaders = new WeakMap<object, DataLoader<number, RentTerms | null>>();

  constructor(private readonly terms: RentTermsService) {}

  ofStudent(request: object, studentId: number): Promise<RentTerms | null> {
    let loader = this.loaders.get(request);
    if (!loader) {
      loader = new DataLoader((ids: readonly number[]) => this.terms.byStudentIds(ids));
      this.loaders.set(request, loader);
    }
    return loader.load(studentId);
  }
}
