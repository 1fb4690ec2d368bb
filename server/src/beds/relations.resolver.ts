import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { RoomModel } from '../rooms/models/room.model';
import type { Room } from '../rooms/room.entity';
import { RoomLoader } from '../rooms/room.loader';
import { StayModel } from '../stays/models/stay.model';
import type { Stay } from '../stays/stay.entity';
import { StudentModel } from '../students/models/student.model';
import type { Student } from '../students/student.entity';
import { BedLoader } from './bed.loader';
import type { Bed } from './bed.entity';
import { BedModel } from './models/bed.model';

/** Room.beds: the room's beds by bed number, each knowing its room (labels need no further look-up). */
@Resolver(() => RoomModel)
export class RoomBedsResolver {
  constructor(private readonly bedLoader: BedLoader) {}

  @ResolveField(() => [BedModel])
  async beds(@Parent() room: Room, @Context('req') req: object): Promise<Bed[]> {
    const beds = room.beds ?? (await this.bedLoader.ofRoom(req, room.id));
    return beds.map((bed) => Object.assign(bed, { room }));
  }
}

/** Student.bed and Student.room: the resident's current bed and its room. */
@Resolver(() => StudentModel)
export class StudentBedResolver {
  constructor(
    private readonly bedLoader: BedLoader,
    private readonly roomLoader: RoomLoader,
  ) {}

  @ResolveField(() => BedModel, { nullable: true })
  bed(@Parent() student: Student, @Context('req') req: object): Promise<Bed | null> {
    return this.bedLoader.ofStudent(req, student.id);
  }

  @ResolveField(() => RoomModel, { nullable: true, description: "The room of the resident's current bed" })
  async room(@Parent() student: Student, @Context('req') req: object): Promise<Room | null> {
    const bed = await this.bedLoader.ofStudent(req, student.id);
    return bed ? this.roomLoader.load(req, bed.roomId) : null;
  }
}

/** Stay.bed: the bed of a stay, null once the bed was removed. */
@Resolver(() => StayModel)
export class StayBedResolver {
  constructor(private readonly bedLoader: BedLoader) {}

  @ResolveField(() => BedModel, { nullable: true, description: 'Null once the bed was removed' })
  bed(@Parent() stay: Stay, @Context('req') req: object): Promise<Bed | null> | null {
    return stay.bedId === null ? null : this.bedLoader.byId(req, stay.bedId);
  }
}
