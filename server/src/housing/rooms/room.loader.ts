import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { NotFoundError } from '../../common/errors';
import { Room } from './room.entity';
import { RoomsService } from './rooms.service';

/** Batches room look-ups made while resolving one GraphQL request (one loader per request). */
@Injectable()
export class RoomLoader {
  private readonly loaders = new WeakMap<object, DataLoader<number, Room | null>>();

  constructor(private readonly rooms: RoomsService) {}

  async load(request: object, id: number): Promise<Room> {
    let loader = this.loaders.get(request);
    if (!loader) {
      loader = new DataLoader((ids: readonly number[]) => this.rooms.byIds(ids));
      this.loaders.set(request, loader);
    }
    const room = await loader.load(id);
    if (!room) throw new NotFoundError('Room');
    return room;
  }
}
