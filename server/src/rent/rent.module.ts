import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RentTerms } from './rent-terms.entity';
import { RentTermsLoader } from './rent-terms.loader';
import { RentTermsResolver } from './rent-terms.resolver';
import { RentTermsService } from './rent-terms.service';
import { StayEndDateResolver } from './stay-end-date.resolver';

/** Rent terms and rent periods; adds Stay.expectedEndDate to the schema (Student's rent fields come from students). */
@Module({
  imports: [TypeOrmModule.forFeature([RentTerms])],
  providers: [RentTermsService, RentTermsLoader, RentTermsResolver, StayEndDateResolver],
  exports: [RentTermsService, RentTermsLoader],
})
export class RentModule {}
