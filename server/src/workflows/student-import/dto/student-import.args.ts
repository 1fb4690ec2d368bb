import { ArgsType, Field, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsInt, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { RawText } from '../../../common/input-text.pipe';
import { WholeNumber } from '../../../common/validators';
import { IMPORT_MAX_ROWS } from '../../../students/import/student-import.rules';

@ArgsType()
export class PreviewStudentImportArgs {
  @Field({
    description:
      'The CSV text: a header row naming name, email, phone, move_in_date and optionally room_no (any order, any case), at most 1 MB and 1000 rows',
  })
  @IsString()
  @RawText()
  csv: string;
}

/** A row of a preview, sent back to be imported; the server checks it again. */
@InputType()
export class StudentImportInput {
  @Field(() => Int, { description: 'Line of the file, for messages (the header is line 1)' })
  @WholeNumber(1, IMPORT_MAX_ROWS + 1)
  line: number;

  @Field()
  @IsString()
  @MaxLength(300)
  name: string;

  @Field()
  @IsString()
  @MaxLength(300)
  email: string;

  @Field()
  @IsString()
  @MaxLength(30)
  phone: string;

  @Field({ description: 'YYYY-MM-DD' })
  @IsString()
  @MaxLength(30)
  moveInDate: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  roomNumber?: number | null;
}

@ArgsType()
export class ImportStudentsArgs {
  @Field(() => [StudentImportInput])
  @ArrayMinSize(1, { message: 'Choose at least one row to import' })
  @ArrayMaxSize(IMPORT_MAX_ROWS, { message: `At most ${IMPORT_MAX_ROWS} rows can be imported at once` })
  @ValidateNested({ each: true })
  @Type(() => StudentImportInput)
  rows: StudentImportInput[];
}
