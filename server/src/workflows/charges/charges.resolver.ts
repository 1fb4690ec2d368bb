import { Args, Context, Field, Int, Mutation, ObjectType, ResolveField, Resolver, Parent } from '@nestjs/graphql';
import type { AuthUser } from '../../common/auth-user';
import { Can, CurrentUser } from '../../common/decorators';
import { StudentModel } from '../../students/models/student.model';
import { StudentLoader } from '../../students/student.loader';
import { ChargesService } from './charges.service';
import { AddChargesInput } from './dto/add-charges.input';

@ObjectType('AddChargesPayload')
export class AddChargesPayload {
  @Field(() => Int, { description: 'Residents charged' })
  count: number;

  studentIds: number[];
}

@Resolver(() => AddChargesPayload)
export class ChargesResolver {
  constructor(
    private readonly charges: ChargesService,
    private readonly loader: StudentLoader,
  ) {}

  @Mutation(() => AddChargesPayload, {
    description: 'Adds one extra charge (electric, water, maintenance, other) to each resident given, all or none',
  })
  @Can('charges.write')
  addCharges(@CurrentUser() user: AuthUser, @Args('input') input: AddChargesInput) {
    return this.charges.addCharges(user, input);
  }

  @ResolveField(() => [StudentModel], { description: 'The residents charged, with their new balance' })
  async students(@Parent() payload: AddChargesPayload, @Context('req') req: object) {
    return (await Promise.all(payload.studentIds.map((id) => this.loader.load(req, id)))).filter(Boolean);
  }
}
