import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { DatabaseState } from '../common/database-state';
import { ReadCache } from '../common/read-cache';
import { StudentsService, StudentWithRoom } from './students.service';

/** Batches resident look-ups made while resolving one GraphQL request (one loader per request). */
@Injectable()
export class StudentLoader {
  private readonly loaders = new WeakMap<object, DataLoader<number, StudentWithRoom | null>>();

  /** Residents by the ids one request asks for, kept while nothing is written (the same page asked again). */
  private readonly kept: ReadCache<number[], (StudentWithRoom | null)[]>;

  constructor(students: StudentsService, state: DatabaseState) {
    this.kept = new ReadCache(state, (ids) => students.byIds(ids));
  }

  /** The resident (archived ones too), or null when missing. */
  load(request: object, id: number): Promise<StudentWithRoom | null> {
    let loader = this.loaders.get(request);
    if (!loader) {
      loader = new DataLoader((ids: readonly number[]) => this.kept.read([...ids]));
      this.loaders.set(request, loader);
    }
    return loader.load(id);
  }
}
