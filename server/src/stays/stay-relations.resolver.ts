import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { Bed } from '../beds/bed.entity';
import { BedModel } from '../beds/models/bed.model';
import { addDays } from '../common/calendar';
import { RentTermsLoader } from '../rent/rent-terms.loader';
import { StudentModel } from '../students/models/student.model';
import type { Student } from '../students/student.entity';
import { StudentLoader } from '../students/student.loader';
import type { StudentWithRoom } from '../students/students.service';
import { StayModel } from './models/stay.model';
import type { Stay } from './stay.entity';
import { StayLoader } from './stay.loader';

/** Stay.student and Stay.expectedEndDate (Stay.bed comes from the beds module). */
@Resolver(() => StayModel)
export class StayRelationsResolver {
  constructor(
    private readonly studentLoader: StudentLoader,
    private readonly rentTermsLoader: RentTermsLoader,
  ) {}

  @ResolveField(() => StudentModel)
  async student(@Parent() stay: Stay, @Context('req') req: object): Promise<StudentWithRoom> {
    return (await this.studentLoader.load(req, stay.studentId))!;
  }

  @ResolveField(() => String, { nullable: true, description: 'YYYY-MM-DD: start date plus the rent agreement days; null without rent terms' })
  async expectedEndDate(@Parent() stay: Stay, @Context('req') req: object): Promise<string | null> {
    const terms = await this.rentTermsLoader.ofStudent(req, stay.studentId);
    return terms ? addDays(stay.startDate, terms.rentAgreementDays) : null;
  }
}

/** Student.stays and Student.currentStay. */
@Resolver(() => StudentModel)
export class StudentStaysResolver {
  constructor(private readonly stayLoader: StayLoader) {}

  @ResolveField(() => [StayModel], { description: 'Every stay of the resident, newest first' })
  stays(@Parent() student: Student, @Context('req') req: object): Promise<Stay[]> {
    return this.stayLoader.historyOfStudent(req, student.id);
  }

  @ResolveField(() => StayModel, { nullable: true })
  currentStay(@Parent() student: Student, @Context('req') req: object): Promise<Stay | null> {
    return this.stayLoader.currentOfStudent(req, student.id);
  }
}

/** Bed.currentStay and Bed.stays: the bed's occupancy history. */
@Resolver(() => BedModel)
export class BedStaysResolver {
  constructor(private readonly stayLoader: StayLoader) {}

  @ResolveField(() => StayModel, { nullable: true })
  currentStay(@Parent() bed: Bed, @Context('req') req: object): Promise<Stay | null> {
    return this.stayLoader.currentOfBed(req, bed.id);
  }

  @ResolveField(() => [StayModel], { description: 'Every stay in the bed, newest first' })
  stays(@Parent() bed: Bed, @Context('req') req: object): Promise<Stay[]> {
    return this.stayLoader.historyOfBed(req, bed.id);
  }
}
