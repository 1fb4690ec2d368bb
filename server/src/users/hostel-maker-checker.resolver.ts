import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { Hostel } from '../hostels/hostel.entity';
import { HostelModel } from '../hostels/models/hostel.model';
import { makerCheckerRule } from '../hostels/payment-maker-checker';
import { UsersService } from './users.service';

/** Hostel.makerCheckerEnforced: the hostel's setting with its active admins counted now. */
@Resolver(() => HostelModel)
export class HostelMakerCheckerResolver {
  constructor(private readonly users: UsersService) {}

  @ResolveField(() => Boolean, {
    description:
      'True when the person who recorded a UPI, bank transfer or card payment cannot verify it now (the setting, with the active admins counted)',
  })
  async makerCheckerEnforced(@Parent() hostel: Hostel): Promise<boolean> {
    return makerCheckerRule(hostel.paymentMakerChecker, await this.users.activeAdminCount(hostel.id)).enforced;
  }
}
