import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { StudentModel } from '../models/student.model';
import type { Student } from '../student.entity';
import { StudentPhotoLoader } from './student-photo.loader';

/** Student.photoUrl. */
@Resolver(() => StudentModel)
export class StudentPhotoResolver {
  constructor(private readonly loader: StudentPhotoLoader) {}

  @ResolveField(() => String, {
    nullable: true,
    description: 'A signed URL of the profile photo, valid about 12 hours; null without a photo',
  })
  photoUrl(@Parent() student: Student, @Context('req') req: object): Promise<string | null> {
    return this.loader.urlOf(req, student.id);
  }
}
