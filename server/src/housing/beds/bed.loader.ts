import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { Bed } from './bed.entity';
import { BedsService } from './beds.service';

interface RequestLoaders {
  byId: DataLoader<number, Bed | null>;
  byRoom: DataLoader<number, Bed[]>;
  byStudent: DataLoader<number, Bed | null>;
}

/** Batches bed look-ups made while resolving one GraphQL request (one set of loaders per request). */
@Injectable()
export class BedLoader {
  private readonly loaders = new WeakMap<object, RequestLoaders>();

  constructor(private readonly beds: BedsService) {}

  /** A bed, or null once removed. */
  byId(request: object, id: number): Promise<Bed | null> {
    return this.for(request).byId.load(id);
  }

  /** A room's beds, by bed number. */
  ofRoom(request: object, roomId: number): Promise<Bed[]> {
    return this.for(request).byRoom.load(roomId);
  }

  /** A resident's current bed, or null. */
  ofStudent(request: object, studentId: number): Promise<Bed | null> {
    return this.for(request).byStudent.load(studentId);
  }

  private for(request: object): RequestLoaders {
    let loaders = this.loaders.get(request);
    if (!loaders) {
      loaders = {
        byId: new DataLoader((ids: readonly number[]) => this.beds.byIds(ids)),
        byRoom: new DataLoader((ids: readonly number[]) => this.beds.byRoomIds(ids)),
        byStudent: new DataLoader((ids: readonly number[]) => this.beds.byStudentIds(ids)),
      };
      this.loaders.set(request, loaders);
    }
    return loaders;
  }
}
