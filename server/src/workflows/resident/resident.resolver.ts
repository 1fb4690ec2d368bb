import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
import { looseId, oneForm, useInput } from '../../common/mutation-input';
import { StudentModel } from '../../students/models/student.model';
import type { Student } from '../../students/student.entity';
import { StudentsService } from '../../students/students.service';
import { ResidenceModel, ResidentAccessModel, ResidentAccessPayloadModel } from './models/resident.model';
import { RequestModel } from '../../requests/models/request.model';
import type { RequestView } from '../../requests/request-views';
import { GrantResidentAccessInput } from './dto/grant-resident-access.input';
import { RaiseMyRequestInput } from './dto/raise-my-request.input';
import { RevokeResidentAccessInput } from './dto/revoke-resident-access.input';
import { ResidenceQuery } from './residence.query';
import { ResidentAccessService } from './resident-access.service';

/** The resident page's reads: the signed-in resident's own records only. */
@Resolver()
export class ResidenceResolver {
  constructor(private readonly residence: ResidenceQuery) {}

  @Query(() => ResidenceModel, {
    description:
      "The signed-in resident's own room, balance, rent periods, payments, requests and notifications (a resident's login only); FORBIDDEN when the login's resident is archived or gone",
  })
  @Can('resident.self')
  myResidence(@CurrentCaller() caller: RequestCaller): Promise<ResidenceModel> {
    return this.residence.residence(caller);
  }

  @Mutation(() => RequestModel, {
    description:
      "The signed-in resident raises a request for themselves (the room they are in now); the hostel is told as for any new request. The same idempotencyKey again answers the first request. BAD_USER_INPUT naming the field (both idempotencyKey and clientKey given too), FORBIDDEN when the login's resident is archived or gone",
  })
  @Can('resident.self')
  raiseMyRequest(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The type, the text and the form key' }) input: RaiseMyRequestInput,
  ): Promise<RequestView> {
    return this.residence.raise(caller, input);
  }
}

/** A resident's own login, given and turned off from their page in the admin app. */
@Resolver(() => StudentModel)
export class ResidentAccessResolver {
  constructor(
    private readonly access: ResidentAccessService,
    private readonly students: StudentsService,
  ) {}

  @Mutation(() => ResidentAccessPayloadModel, {
    description:
      "Gives a current resident their own login (the resident page, signing in with their phone's code), or turns it on again with their phone as it is now; answers the resident, with `residentAccess`. A second grant changes nothing. NOT_FOUND for another hostel's resident, CONFLICT for an archived resident or a phone another user signs in with",
  })
  @Can('students.write')
  async grantResidentAccess(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { type: () => GrantResidentAccessInput, nullable: true, description: 'The resident' })
    input: unknown,
    @Args(
      'studentId',
      {
        type: () => ID,
        nullable: true,
        deprecationReason: useInput('studentId'),
        description: 'The resident to give a login',
      },
      looseId('id'),
    )
    studentId?: number,
  ): Promise<ResidentAccessPayloadModel> {
    const args = await oneForm(GrantResidentAccessInput, input, { studentId }, ['studentId']);
    await this.access.grant(caller, args.studentId);
    return { student: await this.students.findOne(caller, args.studentId) };
  }

  @Mutation(() => ResidentAccessPayloadModel, {
    description:
      "Turns a resident's own login off: their sessions end at once; answers the resident, with `residentAccess`. Turning off a login that is off or was never given changes nothing. NOT_FOUND for another hostel's resident",
  })
  @Can('students.write')
  async revokeResidentAccess(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', {
      type: () => RevokeResidentAccessInput,
      nullable: true,
      description: 'The resident whose login is turned off',
    })
    input: unknown,
    // The loose argument's refusals name `id`, as ParseIdPipe did before it could be left out.
    @Args(
      'studentId',
      {
        type: () => ID,
        nullable: true,
        deprecationReason: useInput('studentId'),
        description: 'The resident whose login is turned off',
      },
      looseId('id'),
    )
    looseStudentId?: number,
  ): Promise<ResidentAccessPayloadModel> {
    const { studentId } = await oneForm(RevokeResidentAccessInput, input, { studentId: looseStudentId }, ['studentId']);
    await this.access.revoke(caller, studentId);
    return { student: await this.students.findOne(caller, studentId) };
  }

  @ResolveField(() => ResidentAccessModel, {
    nullable: true,
    description: "The resident's own login, or null when they were never given one",
  })
  residentAccess(@Parent() student: Student, @Context('req') req: object): Promise<ResidentAccessModel | null> {
    return this.access.of(req, student.id);
  }
}
