import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { Bed } from '../housing/beds/bed.entity';
import { BedModel } from '../housing/beds/models/bed.model';
import { StayModel } from '../housing/stays/models/stay.model';
import type { Stay } from '../housing/stays/stay.entity';
import { StudentModel } from './models/student.model';
import { StudentLoader } from './student.loader';
import type { StudentWithRoom } from './students.service';

/** Bed.student: the bed's current student. */
@Resolver(() => BedModel)
export class BedStudentResolver {
  constructor(private readonly studentLoader: StudentLoader) {}

  @ResolveField(() => StudentModel, { nullable: true, description: 'The current resident' })
  student(@Parent() bed: Bed, @Context('req') req: object): Promise<StudentWithRoom | null> | null {
    return bed.currentStudentId === null ? null : this.studentLoader.load(req, bed.currentStudentId);
  }
}

/** Stay.student: whose stay it is. */
@Resolver(() => StayModel)
export class StayStudentResolver {
  constructor(private readonly studentLoader: StudentLoader) {}

  @ResolveField(() => StudentModel, { description: 'Whose stay it is' })
  async student(@Parent() stay: Stay, @Context('req') req: object): Promise<StudentWithRoom> {
    return (await this.studentLoader.load(req, stay.studentId))!;
  }
}
