import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StudentsModule } from '../students.module';
import { PhotoUploadErrors } from './photo-file';
import { PhotoUrlSigner } from './photo-url.signer';
import { StudentPhoto } from './student-photo.entity';
import { StudentPhotoLoader } from './student-photo.loader';
import { StudentPhotoResolver } from './student-photo.resolver';
import { StudentPhotosController } from './student-photos.controller';
import { StudentPhotosService } from './student-photos.service';

/** Profile photos: the upload and signed download routes, and Student.photoUrl. */
@Module({
  imports: [TypeOrmModule.forFeature([StudentPhoto]), StudentsModule],
  controllers: [StudentPhotosController],
  providers: [StudentPhotosService, PhotoUrlSigner, PhotoUploadErrors, StudentPhotoLoader, StudentPhotoResolver],
})
export class StudentPhotosModule {}
