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
@InputType({
  description:
    'A row of a preview (validRows) sent back to be imported; the server checks it again with the check-in rules',
})
export class StudentImportInput {
  @Field(() => Int, { description: 'Line of the file, for messages (the header is line 1)' })
  @WholeNumber(1, IMPORT_MAX_ROWS + 1)
  line: number;

  @Field({ description: 'Full name, one line, at most 120 characters' })
  @IsString()
  @MaxLength(300)
  name: string;

  @Field({ description: 'E-mail address, at most 254 characters' })
  @IsString()
  @MaxLength(300)
  email: string;

  @Field({ description: "Phone, by the one phone rule; unique among the hostel's current residents" })
  @IsString()
  @MaxLength(30)
  phone: string;

  @Field({ description: "The day they moved in, YYYY-MM-DD (India's calendar)" })
  @IsString()
  @MaxLength(30)
  moveInDate: string;

  @Field(() => Int, {
    nullable: true,
    description: 'A room number of the hostel: the resident gets its lowest-numbered free bed; null for no bed',
  })
  @IsOptional()
  @IsInt()
  roomNumber?: number | null;
}

@ArgsType()
export class ImportStudentsArgs {
  @Field(() => [StudentImportInput], { description: `1 to ${IMPORT_MAX_ROWS} rows, as the preview answered them` })
  @ArrayMinSize(1, { message: 'Choose at least one row to import' })
  @ArrayMaxSize(IMPORT_MAX_ROWS, { message: `At most ${IMPORT_MAX_ROWS} rows can be imported at once` })
  @ValidateNested({ each: true })
  @Type(() => StudentImportInput)
  rows: StudentImportInput[];
}
