import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../common/caller';
import { Can, CurrentCaller } from '../common/decorators';
import { looseId, oneForm, useInput } from '../common/mutation-input';
import { newListArg } from '../common/pagination';
import { StudentModel } from '../students/models/student.model';
import { StudentLoader } from '../students/student.loader';
import { SignInVisitorInput } from './dto/sign-in-visitor.input';
import { SignOutVisitorInput } from './dto/sign-out-visitor.input';
import { VisitorFilter, VisitorsArgs } from './dto/visitors.args';
import { VisitorModel, VisitorPageModel } from './models/visitor.model';
import { VisitorsService } from './visitors.service';

@Resolver(() => VisitorModel)
export class VisitorsResolver {
  constructor(
    private readonly service: VisitorsService,
    private readonly students: StudentLoader,
  ) {}

  @Query(() => VisitorPageModel, {
    description:
      "The caller's visitor log, newest first: search, where (a group: all, today, inside; a resident's own visitors), one page",
  })
  @Can('visitors.read')
  visitors(@CurrentCaller() caller: RequestCaller, @Args() args: VisitorsArgs) {
    const where = newListArg('where', args.where, { filter: args.filter, studentId: args.studentId });
    const { group, studentId } = where ?? { group: args.filter, studentId: args.studentId };
    return this.service.list(caller, {
      ...args,
      filter: group ?? VisitorFilter.ALL,
      studentId: studentId ?? undefined,
    });
  }

  @Mutation(() => VisitorModel, {
    description:
      "Signs a visitor in now to see a current resident of the caller's hostel; a phone already inside is a CONFLICT naming phone. BAD_USER_INPUT naming the field, NOT_FOUND for a resident not in the hostel or archived",
  })
  @Can('visitors.write')
  signInVisitor(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The visitor, the resident visited and the purpose' }) input: SignInVisitorInput,
  ) {
    return this.service.signIn(caller, input);
  }

  @Mutation(() => VisitorModel, {
    description:
      "Signs a visitor out now; a visitor already signed out keeps their first out time (the same answer). NOT_FOUND for an unknown or another hostel's visit",
  })
  @Can('visitors.write')
  async signOutVisitor(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { type: () => SignOutVisitorInput, nullable: true, description: 'The visit to end' })
    input: unknown,
    @Args(
      'id',
      { type: () => ID, nullable: true, deprecationReason: useInput('id'), description: "The visit's id" },
      looseId('id'),
    )
    id?: number,
  ) {
    const args = await oneForm(SignOutVisitorInput, input, { id }, ['id']);
    return this.service.signOut(caller, args.id);
  }

  @ResolveField(() => StudentModel, { description: 'The resident visited' })
  async resident(@Parent() visitor: VisitorModel, @Context('req') req: object) {
    return this.students.load(req, visitor.studentId);
  }
}
