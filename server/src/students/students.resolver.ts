import { Args, ID, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../common/caller';
import { Can, CurrentCaller } from '../common/decorators';
import { newListArg } from '../common/pagination';
import { ParseIdPipe } from '../common/validators';
import { StudentsArgs } from './dto/students.args';
import { StudentModel, StudentPage } from './models/student.model';
import type { Student } from './student.entity';
import { StudentsService } from './students.service';

@Resolver(() => StudentModel)
export class StudentsResolver {
  constructor(private readonly studentsService: StudentsService) {}

  @Query(() => StudentPage, {
    description:
      "The caller's residents that are not archived (with or without a bed), one page; search matches name, e-mail, phone or room number",
  })
  @Can('students.read')
  students(@CurrentCaller() caller: RequestCaller, @Args() args: StudentsArgs) {
    const filter = newListArg('where', args.where, { filter: args.filter }) ?? args.filter;
    const sort = newListArg('orderBy', args.orderBy, { sort: args.sort }) ?? args.sort;
    return this.studentsService.list(caller, { ...args, filter, sort });
  }

  @Query(() => StudentModel, {
    description: "One of the caller's residents, archived ones too; an unknown id or another hostel's is NOT_FOUND",
  })
  @Can('students.read')
  student(
    @CurrentCaller() caller: RequestCaller,
    @Args('id', { type: () => ID, description: "The resident's id" }, ParseIdPipe) id: number,
  ) {
    return this.studentsService.findOne(caller, id);
  }

  @ResolveField(() => Boolean, {
    description:
      'True once archived (deleted on the screens, or gone after their checkout): kept with its history, left out of lists',
  })
  archived(@Parent() student: Student): boolean {
    return student.archivedAt !== null;
  }
}
