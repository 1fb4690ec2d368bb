import {
  Args,
  Context,
  Field,
  Int,
  Mutation,
  ObjectType,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import type { RequestCaller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
import { MoneyScalar } from '../../common/money.scalar';
import { ExtraChargeListQuery } from '../../ledger/charges/extra-charge-list.query';
import { StudentModel } from '../../students/models/student.model';
import { StudentLoader } from '../../students/student.loader';
import { ChargesService } from './charges.service';
import { AddChargesInput } from './dto/add-charges.input';
import { VoidChargesInput } from './dto/void-charges.input';
import {
  ExtraChargeModel,
  ExtraChargePageModel,
  ExtraChargesArgs,
  MeterSplitArgs,
  MeterSplitModel,
  MeterSplitPartModel,
} from './models/extra-charge.model';
import { VoidChargesService } from './void-charges.service';

@ObjectType('AddChargesPayload', { description: 'What createCharges (or addCharges) charged' })
export class AddChargesPayload {
  @Field(() => Int, { description: 'Residents charged' })
  count: number;

  @Field(() => MoneyScalar, { description: 'What was charged in all, in paise' })
  totalPaise: number;

  studentIds: number[];
  /** Absent in answers kept before charges were listed. */
  chargeIds?: number[];
}

@ObjectType('VoidChargesPayload', { description: 'What voidCharges took back' })
export class VoidChargesPayload {
  @Field(() => Int, { description: 'Charges voided' })
  count: number;

  @Field(() => MoneyScalar, { description: 'What was taken back in all, in paise' })
  totalPaise: number;

  studentIds: number[];
  chargeIds: number[];
}

const loadStudents = (loader: StudentLoader, req: object, ids: number[]) =>
  Promise.all(ids.map((id) => loader.load(req, id))).then((found) => found.filter(Boolean));

@Resolver(() => AddChargesPayload)
export class ChargesResolver {
  constructor(
    private readonly service: ChargesService,
    private readonly voids: VoidChargesService,
    private readonly list: ExtraChargeListQuery,
    private readonly loader: StudentLoader,
  ) {}

  @Mutation(() => AddChargesPayload, {
    description:
      "Creates extra charges (electric, water, maintenance, other), all or none: one amount for each resident, an amount per resident, or a room meter bill split among its residents. A repeated idempotencyKey answers the first result. BAD_USER_INPUT naming the field, NOT_FOUND for another hostel's resident or room, CONFLICT for an archived resident, a room empty today or a meter split that changed",
  })
  @Can('charges.write')
  createCharges(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'Who is charged how much, why, and the form key' }) input: AddChargesInput,
  ) {
    return this.service.addCharges(caller, input);
  }

  @Mutation(() => AddChargesPayload, {
    description:
      'createCharges under its old name: the same rules, answer and form keys (a key used with either name answers the first result under both)',
    deprecationReason: 'Use createCharges: create<Thing> makes a record',
  })
  @Can('charges.write')
  addCharges(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'Who is charged how much, why, and the form key' }) input: AddChargesInput,
  ) {
    return this.createCharges(caller, input);
  }

  @Mutation(() => VoidChargesPayload, {
    description:
      "An admin voids extra charges with a reason: a row taking each back (nothing is deleted), all or none. NOT_FOUND for an unknown or another hostel's charge, CONFLICT for one already voided",
  })
  @Can('charges.void')
  voidCharges(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The charges, the reason and the form key' }) input: VoidChargesInput,
  ) {
    return this.voids.voidCharges(caller, input);
  }

  @Query(() => ExtraChargePageModel, {
    description:
      "The hostel's extra charges, newest first, each with its void, one page; search matches the resident's name, the reason or the comment",
  })
  @Can('payments.read')
  extraCharges(@CurrentCaller() caller: RequestCaller, @Args() args: ExtraChargesArgs) {
    return this.list.page(caller.hostelId, args);
  }

  @Query(() => MeterSplitModel, {
    description:
      "A room's meter bill split equally among the residents in it today, as Add Charge would charge it; writes nothing. NOT_FOUND for another hostel's room",
  })
  @Can('charges.write')
  meterSplit(@CurrentCaller() caller: RequestCaller, @Args() args: MeterSplitArgs) {
    return this.service.meterSplit(caller, args.roomId, args.billPaise);
  }

  @ResolveField(() => [StudentModel], { description: 'The residents charged, with their new balance' })
  students(@Parent() payload: AddChargesPayload, @Context('req') req: object) {
    return loadStudents(this.loader, req, payload.studentIds);
  }

  @ResolveField(() => [ExtraChargeModel], { description: 'The charges added, in the order sent' })
  charges(@Parent() payload: AddChargesPayload) {
    return this.list.byIds(payload.chargeIds ?? []);
  }
}

@Resolver(() => VoidChargesPayload)
export class VoidChargesResolver {
  constructor(
    private readonly list: ExtraChargeListQuery,
    private readonly loader: StudentLoader,
  ) {}

  @ResolveField(() => [StudentModel], {
    description: 'The residents whose charges were voided, with their new balance',
  })
  students(@Parent() payload: VoidChargesPayload, @Context('req') req: object) {
    return loadStudents(this.loader, req, payload.studentIds);
  }

  @ResolveField(() => [ExtraChargeModel], { description: 'The charges voided, each with its void' })
  charges(@Parent() payload: VoidChargesPayload) {
    return this.list.byIds(payload.chargeIds);
  }
}

@Resolver(() => ExtraChargeModel)
export class ExtraChargeResolver {
  constructor(private readonly loader: StudentLoader) {}

  @ResolveField(() => StudentModel, { nullable: true, description: 'The resident charged' })
  student(@Parent() charge: ExtraChargeModel, @Context('req') req: object) {
    return this.loader.load(req, charge.studentId);
  }
}

@Resolver(() => MeterSplitPartModel)
export class MeterSplitPartResolver {
  constructor(private readonly loader: StudentLoader) {}

  @ResolveField(() => StudentModel, { nullable: true, description: 'The resident whose share it is' })
  student(@Parent() part: MeterSplitPartModel, @Context('req') req: object) {
    return this.loader.load(req, part.studentId);
  }
}
