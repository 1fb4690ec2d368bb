import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { Bed } from '../housing/beds/bed.entity';
import { BedLoader } from '../housing/beds/bed.loader';
import { BedModel } from '../housing/beds/models/bed.model';
import { RoomModel } from '../housing/rooms/models/room.model';
import type { Room } from '../housing/rooms/room.entity';
import { RoomLoader } from '../housing/rooms/room.loader';
import { StayModel } from '../housing/stays/models/stay.model';
import type { Stay } from '../housing/stays/stay.entity';
import { StayLoader } from '../housing/stays/stay.loader';
import { StudentModel } from './models/student.model';
import type { Student } from './student.entity';

/** Student.bed, Student.room, Student.stays and Student.currentStay, read from housing. */
@Resolver(() => StudentModel)
export class StudentHousingResolver {
  constructor(
    private readonly bedLoader: BedLoader,
    private readonly roomLoader: RoomLoader,
    private readonly stayLoader: StayLoader,
  ) {}

  @ResolveField(() => BedModel, { nullable: true, description: "The resident's current bed; null without one" })
  bed(@Parent() student: Student, @Context('req') req: object): Promise<Bed | null> {
    return this.bedLoader.ofStudent(req, student.id);
  }

  @ResolveField(() => RoomModel, {
    nullable: true,
    description: "The room of the resident's current bed; null without a bed",
  })
  async room(@Parent() student: Student, @Context('req') req: object): Promise<Room | null> {
    const bed = await this.bedLoader.ofStudent(req, student.id);
    return bed ? this.roomLoader.load(req, bed.roomId) : null;
  }

  @ResolveField(() => [StayModel], { description: 'Every stay of the resident, newest first' })
  stays(@Parent() student: Student, @Context('req') req: object): Promise<Stay[]> {
    return this.stayLoader.historyOfStudent(req, student.id);
  }

  @ResolveField(() => StayModel, {
    nullable: true,
    description: 'The stay in their current bed; null when the resident has no bed',
  })
  currentStay(@Parent() student: Student, @Context('req') req: object): Promise<Stay | null> {
    return this.stayLoader.currentOfStudent(req, student.id);
  }
}
