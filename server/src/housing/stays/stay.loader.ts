import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { Stay } from './stay.entity';
import { StayQueries } from './stay-queries.service';

interface RequestLoaders {
  currentOfStudent: DataLoader<number, Stay | null>;
  currentOfBed: DataLoader<number, Stay | null>;
  historyOfStudent: DataLoader<number, Stay[]>;
  historyOfBed: DataLoader<number, Stay[]>;
}

/** Batches stay look-ups made while resolving one GraphQL request (one set of loaders per request). */
@Injectable()
export class StayLoader {
  private readonly loaders = new WeakMap<object, RequestLoaders>();

  constructor(private readonly queries: StayQueries) {}

  currentOfStudent(request: object, studentId: number): Promise<Stay | null> {
    return this.for(request).currentOfStudent.load(studentId);
  }

  currentOfBed(request: object, bedId: number): Promise<Stay | null> {
    return this.for(request).currentOfBed.load(bedId);
  }

  historyOfStudent(request: object, studentId: number): Promise<Stay[]> {
    return this.for(request).historyOfStudent.load(studentId);
  }

  historyOfBed(request: object, bedId: number): Promise<Stay[]> {
    return this.for(request).historyOfBed.load(bedId);
  }

  private for(request: object): RequestLoaders {
    let loaders = this.loaders.get(request);
    if (!loaders) {
      loaders = {
        currentOfStudent: new DataLoader((ids: readonly number[]) => this.queries.currentByStudentIds(ids)),
        currentOfBed: new DataLoader((ids: readonly number[]) => this.queries.currentByBedIds(ids)),
        historyOfStudent: new DataLoader((ids: readonly number[]) => this.queries.historyByStudentIds(ids)),
        historyOfBed: new DataLoader((ids: readonly number[]) => this.queries.historyByBedIds(ids)),
      };
      this.loaders.set(request, loaders);
    }
    return loaders;
  }
}
