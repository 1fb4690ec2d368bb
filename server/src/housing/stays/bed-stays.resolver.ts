import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { Bed } from '../beds/bed.entity';
import { BedLoader } from '../beds/bed.loader';
import { BedModel } from '../beds/models/bed.model';
import { StayModel } from './models/stay.model';
import type { Stay } from './stay.entity';
import { StayLoader } from './stay.loader';

/** Bed.currentStay and Bed.stays: the bed's occupancy history. */
@Resolver(() => BedModel)
export class BedStaysResolver {
  constructor(private readonly stayLoader: StayLoader) {}

  @ResolveField(() => StayModel, {
    nullable: true,
    description: "The resident's stay in the bed now; null when no resident holds it",
  })
  currentStay(@Parent() bed: Bed, @Context('req') req: object): Promise<Stay | null> {
    return this.stayLoader.currentOfBed(req, bed.id);
  }

  @ResolveField(() => [StayModel], { description: 'Every stay in the bed, newest first' })
  stays(@Parent() bed: Bed, @Context('req') req: object): Promise<Stay[]> {
    return this.stayLoader.historyOfBed(req, bed.id);
  }
}

/** Stay.bed: the bed of a stay, null once the bed was removed. */
@Resolver(() => StayModel)
export class StayBedResolver {
  constructor(private readonly bedLoader: BedLoader) {}

  @ResolveField(() => BedModel, { nullable: true, description: 'Null once the bed was removed' })
  bed(@Parent() stay: Stay, @Context('req') req: object): Promise<Bed | null> | null {
    return stay.bedId === null ? null : this.bedLoader.byId(req, stay.bedId);
  }
}
