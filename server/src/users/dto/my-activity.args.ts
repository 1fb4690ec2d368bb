import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsIn, IsInt, Min } from 'class-validator';
import { PAGE_SIZES } from '../../common/pagination';

@ArgsType()
export class MyActivityArgs {
  @Field(() => Int, { defaultValue: 1, description: 'First page is 1' })
  @IsInt({ message: 'page must be a whole number from 1' })
  @Min(1, { message: 'page must be a whole number from 1' })
  page: number = 1;

  @Field(() => Int, { defaultValue: 10, description: `One of ${PAGE_SIZES.join(', ')}` })
  @IsIn(PAGE_SIZES as unknown as number[], { message: `pageSize must be one of ${PAGE_SIZES.join(', ')}` })
  pageSize: number = 10;
}
