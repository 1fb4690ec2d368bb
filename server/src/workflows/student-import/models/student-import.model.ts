import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { RoomModel } from '../../../housing/rooms/models/room.model';
import { StudentModel } from '../../../students/models/student.model';

@ObjectType('StudentImportRow', { description: 'A CSV row that can be imported as it is' })
export class StudentImportRowModel {
  @Field(() => ID, { description: 'The line number' })
  id: string;

  @Field(() => Int, { description: 'Line of the file the row starts on' })
  line: number;

  @Field({ description: 'Full name, as it will be saved' })
  name: string;

  @Field({ description: 'E-mail address, as it will be saved' })
  email: string;

  @Field({ description: 'E.164, like +919876543210' })
  phone: string;

  @Field({ description: "The day they moved in, YYYY-MM-DD (India's calendar)" })
  moveInDate: string;

  @Field(() => Int, {
    nullable: true,
    description: 'The room whose lowest-numbered free bed the resident gets; null for no bed',
  })
  roomNumber: number | null;

  @Field(() => [String], {
    description:
      'What to look at before importing, naming its column: "email: A current resident … has this Email too"',
  })
  warnings: string[];
}

@ObjectType('StudentImportError', { description: 'A CSV row that cannot be imported, and why' })
export class StudentImportErrorModel {
  @Field(() => ID, { description: 'The line number' })
  id: string;

  @Field(() => Int, { description: 'Line of the file the row starts on (the header is line 1)' })
  line: number;

  @Field({ description: 'The row as written in the file' })
  raw: string;

  @Field(() => [String], { description: 'Each names its column: "email: Invalid email format."' })
  errors: string[];
}

@ObjectType('StudentImportPreview', { description: 'What importing a CSV file would do; nothing is written' })
export class StudentImportPreviewModel {
  @Field(() => ID, { description: 'A hash of the CSV text' })
  id: string;

  @Field(() => Int, { description: 'Data rows in the file (blank lines left out)' })
  totalRows: number;

  @Field(() => [StudentImportRowModel], { description: 'Rows that can be imported, in file order' })
  validRows: StudentImportRowModel[];

  @Field(() => [StudentImportErrorModel], { description: 'Rows that cannot, each with its reasons, in file order' })
  invalidRows: StudentImportErrorModel[];
}

@ObjectType('StudentImportResult', { description: 'What importStudents added' })
export class StudentImportResultModel {
  @Field(() => ID, { description: 'A hash of the imported rows' })
  id: string;

  @Field(() => Int, { description: 'How many residents were added' })
  imported: number;

  @Field(() => [StudentModel], { description: 'The new residents, in the order of the rows' })
  students: StudentModel[];

  @Field(() => [RoomModel], { description: 'Every room that gained residents, with fresh counters' })
  rooms: RoomModel[];
}
