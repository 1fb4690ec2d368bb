import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { RoomModel } from '../../../housing/rooms/models/room.model';
import { StudentModel } from '../../../students/models/student.model';

@ObjectType('StudentImportRow', { description: 'A CSV row that can be imported as it is' })
export class StudentImportRowModel {
  @Field(() => ID, { description: 'The line number' })
  id: string;

  @Field(() => Int, { description: 'Line of the file the row starts on' })
  line: number;

  @Field()
  name: string;

  @Field()
  email: string;

  @Field({ description: 'E.164, like +919876543210' })
  phone: string;

  @Field({ description: 'YYYY-MM-DD' })
  moveInDate: string;

  @Field(() => Int, { nullable: true, description: 'The room whose lowest-numbered free bed the resident gets' })
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

  @Field(() => Int)
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

  @Field(() => [StudentImportRowModel])
  validRows: StudentImportRowModel[];

  @Field(() => [StudentImportErrorModel])
  invalidRows: StudentImportErrorModel[];
}

@ObjectType('StudentImportResult')
export class StudentImportResultModel {
  @Field(() => ID, { description: 'A hash of the imported rows' })
  id: string;

  @Field(() => Int)
  imported: number;

  @Field(() => [StudentModel], { description: 'The new residents, in the order of the rows' })
  students: StudentModel[];

  @Field(() => [RoomModel], { description: 'Every room that gained residents, with fresh counters' })
  rooms: RoomModel[];
}
