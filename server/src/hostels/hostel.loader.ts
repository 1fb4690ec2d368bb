import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { DatabaseState } from '../common/database-state';
import { ReadCache } from '../common/read-cache';
import { NotFoundError } from '../common/errors';
import { Hostel } from './hostel.entity';
import { HostelsService } from './hostels.service';

/** Batches hostel look-ups made while resolving one GraphQL request (one loader per request). */
@Injectable()
export class HostelLoader {
  private readonly loaders = new WeakMap<object, DataLoader<number, Hostel | null>>();

  /** Hostels by id, kept while nothing is written: every screen asks for the caller's. */
  private readonly kept: ReadCache<number[], (Hostel | null)[]>;

  constructor(hostels: HostelsService, state: DatabaseState) {
    this.kept = new ReadCache(state, (ids) => hostels.findByIds(ids));
  }

  async load(request: object, id: number): Promise<Hostel> {
    let loader = this.loaders.get(request);
    if (!loader) {
      loader = new DataLoader((ids: readonly number[]) => this.kept.read([...ids]));
      this.loaders.set(request, loader);
    }
    const hostel = await loader.load(id);
    if (!hostel) throw new NotFoundError('Hostel');
    return hostel;
  }
}
