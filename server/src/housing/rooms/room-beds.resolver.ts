import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { Bed } from '../beds/bed.entity';
import { BedLoader } from '../beds/bed.loader';
import { BedModel } from '../beds/models/bed.model';
import { RoomModel } from './models/room.model';
import type { Room } from './room.entity';

/** Room.beds: the room's beds by bed number, each knowing its room (labels need no further look-up). */
@Resolver(() => RoomModel)
export class RoomBedsResolver {
  constructor(private readonly bedLoader: BedLoader) {}

  @ResolveField(() => [BedModel], { description: "The room's beds, by bed number" })
  async beds(@Parent() room: Room, @Context('req') req: object): Promise<Bed[]> {
    const beds = room.beds ?? (await this.bedLoader.ofRoom(req, room.id));
    return beds.map((bed) => Object.assign(bed, { room }));
  }
}
