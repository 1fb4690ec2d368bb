import { Args, Context, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../../common/caller';
import { todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import { Can, CurrentCaller } from '../../common/decorators';
import { NotFoundError } from '../../common/errors';
import { newListArg } from '../../common/pagination';
import { HostelLoader } from '../../hostels/hostel.loader';
import { StudentModel } from '../../students/models/student.model';
import { StudentLoader } from '../../students/student.loader';
import { DuesQuery, type DuesRow } from './dues.query';
import { DuesArgs, DUES_SORT_ORDER } from './dto/dues.args';
import { DuesPageModel, DuesRowModel } from './models/dues.model';

@Resolver(() => DuesRowModel)
export class DuesResolver {
  constructor(
    private readonly query: DuesQuery,
    private readonly hostels: HostelLoader,
    private readonly students: StudentLoader,
    private readonly clock: Clock,
  ) {}

  @Query(() => DuesPageModel, {
    description:
      "Who owes what in the caller's hostel, aged (0–30, 31–60, 61–90, 90+ days past due): current residents and leavers who still owe; search (name, email, phone), where (a group), orderBy (the oldest dues first by default), page; totals over every page",
  })
  @Can('payments.read')
  async dues(@CurrentCaller() caller: RequestCaller, @Args() args: DuesArgs, @Context('req') req: object) {
    const hostel = await this.hostels.load(req, caller.hostelId);
    const filter = newListArg('where', args.where, { filter: args.filter })?.group ?? args.filter;
    const sorted = newListArg('orderBy', args.orderBy, { sort: args.sort });
    const order = sorted ?? (args.sort ? DUES_SORT_ORDER[args.sort] : undefined);
    return this.query.page(hostel.id, { ...args, filter, order }, todayIn(this.clock), hostel.rentGraceDays);
  }

  @ResolveField(() => StudentModel, { description: 'The resident who owes' })
  async student(@Parent() row: DuesRow, @Context('req') req: object) {
    const student = await this.students.load(req, row.studentId);
    if (!student) throw new NotFoundError('Student');
    return student;
  }
}
