import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { StudentsService, StudentWithRoom } from './students.service';

/** Batches resident look-ups made while resolving one GraphQL request (one loader per request). */
@Injectable()
export class StudentLoader {
  private readonly loaders = new WeakMap<object, DataLoader<number, StudentWithRoom | null>>();

  constructor(private readonly students: StudentsService) {}

  /** The resident (archived ones too), or null when missing. */
  load(request: object, id: number): Promise<StudentWithRoom | null> {
    let loader = this.loaders.get(request);
    if (!loader) {
      loader = new DataLoader((ids: readonly number[]) => this.students.byIds(ids));
      this.loaders.set(request, loader);
    }
    return loader.load(id);
  }
}
