import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RentTerms } from './rent-terms.entity';
import { RentTermsLoader } from './rent-terms.loader';
import { RentTermsResolver, StudentRentResolver } from './rent.resolver';
import { RentTermsService } from './rent-terms.service';

/** Rent terms and rent periods; adds Student.rentTerms and Student.rentPeriods to the schema. */
@Module({
  imports: [TypeOrmModule.forFeature([RentTerms])],
  providers: [RentTermsService, RentTermsLoader, RentTermsResolver, StudentRentResolver],
  exports: [RentTermsService, RentTermsLoader],
})
export class RentModule {}
