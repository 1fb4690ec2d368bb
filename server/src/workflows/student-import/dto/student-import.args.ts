import { ArgsType, Field, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsInt, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { RawText } from '../../../common/input-text.pipe';
import { LooseArgsBase, useInput } from '../../../common/mutation-input';
import { WholeNumber } from '../../../common/validators';
import { IMPORT_MAX_ROWS } from '../../../students/import/student-import.rules';

const CSV =
  'The CSV text: a header row naming name, email, phone, move_in_date and optionally room_no (any order, any case), at most 1 MB and 1000 rows';

@InputType({ description: 'The CSV file previewStudentImport reads' })
export class PreviewStudentImportInput {
  @Field({ description: CSV })
  @IsString()
  @RawText()
  csv: string;
}

/** previewStudentImport's old loose argument (NAMING.md item 6), kept for integrators: it may be left out for `input`. */
@ArgsType()
export class PreviewStudentImportArgs extends LooseArgsBase {
  @Field(() => String, { nullable: true, deprecationReason: useInput('csv'), description: CSV })
  @IsOptional()
  @IsString()
  @RawText()
  csv?: string | null;
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

const ROWS = `1 to ${IMPORT_MAX_ROWS} rows, as the preview answered them`;

@InputType({ description: 'The rows importStudents adds, all or none' })
export class ImportStudentsInput {
  @Field(() => [StudentImportInput], { description: ROWS })
  @ArrayMinSize(1, { message: 'Choose at least one row to import' })
  @ArrayMaxSize(IMPORT_MAX_ROWS, { message: `At most ${IMPORT_MAX_ROWS} rows can be imported at once` })
  @ValidateNested({ each: true })
  @Type(() => StudentImportInput)
  rows: StudentImportInput[];
}

/** importStudents' old loose argument (NAMING.md item 6), kept for integrators: it may be left out for `input`. */
@ArgsType()
export class ImportStudentsArgs extends LooseArgsBase {
  @Field(() => [StudentImportInput], { nullable: true, deprecationReason: useInput('rows'), description: ROWS })
  @IsOptional()
  @ArrayMinSize(1, { message: 'Choose at least one row to import' })
  @ArrayMaxSize(IMPORT_MAX_ROWS, { message: `At most ${IMPORT_MAX_ROWS} rows can be imported at once` })
  @ValidateNested({ each: true })
  @Type(() => StudentImportInput)
  rows?: StudentImportInput[] | null;
}
