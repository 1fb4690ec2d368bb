import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { Caller } from '../../common/caller';
import { Clock } from '../../common/clock';
import { InputError, NotFoundError } from '../../common/errors';
import { StudentsService } from '../students.service';
import {
  imageTypeOf,
  PHOTO_FIELD,
  PHOTO_MAX_BYTES,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  UploadedPhoto,
} from './photo-file';
import { PhotoUrlQuery, PhotoUrlSigner } from './photo-url.signer';
import { PhotoType, StudentPhoto } from './student-photo.entity';

/** Residents' profile photos: upload (replacing the previous one), signed URLs, and the bytes behind them. */
@Injectable()
export class StudentPhotosService {
  constructor(
    @InjectRepository(StudentPhoto) private readonly photos: Repository<StudentPhoto>,
    private readonly students: StudentsService,
    private readonly signer: PhotoUrlSigner,
    private readonly clock: Clock,
  ) {}

  /** Stores a JPEG or PNG (judged by its bytes) of at most 2 MB as the photo of one of the caller's residents. */
  async upload(caller: Caller, studentId: number, file: UploadedPhoto | undefined): Promise<{ photo_url: string }> {
    const student = await this.students.findOne(caller, studentId);
    if (!file) throw InputError.field(PHOTO_FIELD, 'Photo is required');
    if (file.size > PHOTO_MAX_BYTES) throw InputError.field(PHOTO_FIELD, PHOTO_SIZE_MESSAGE);
    const mimeType = imageTypeOf(file.buffer);
    if (!mimeType) throw InputError.field(PHOTO_FIELD, PHOTO_TYPE_MESSAGE);
    const updatedAt = this.clock.now();
    await this.photos.upsert({ studentId: student.id, mimeType, data: file.buffer.toString('base64'), updatedAt }, [
      'studentId',
    ]);
    return { photo_url: this.signer.urlFor(student.id, updatedAt) };
  }

  /** The photo behind a signed URL; a wrong or expired signature is answered like a missing photo. */
  async read(studentId: number, query: PhotoUrlQuery): Promise<{ mimeType: PhotoType; bytes: Buffer }> {
    const photo = this.signer.verify(studentId, query) ? await this.photos.findOneBy({ studentId }) : null;
    if (!photo) throw new NotFoundError('Photo');
    return { mimeType: photo.mimeType, bytes: Buffer.from(photo.data, 'base64') };
  }

  /** Signed URLs of the residents' photos (null without one): the batch function of the photo DataLoader. */
  async urlsOf(studentIds: readonly number[]): Promise<(string | null)[]> {
    const found = await this.photos.find({
      select: { studentId: true, updatedAt: true },
      where: { studentId: In([...studentIds]) },
    });
    const updatedAt = new Map(found.map((p) => [p.studentId, p.updatedAt]));
    return studentIds.map((id) => {
      const at = updatedAt.get(id);
      return at ? this.signer.urlFor(id, at) : null;
    });
  }
}
