import {
  BadRequestException,
  CallHandler,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { catchError, Observable, throwError } from 'rxjs';
import { InputError } from '../../common/errors';
import type { PhotoType } from './student-photo.entity';

export const PHOTO_FIELD = 'photo';
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPE_MESSAGE = 'Photo must be a JPEG or PNG image';
export const PHOTO_SIZE_MESSAGE = 'Photo must be at most 2 MB';

/** A file multer read into memory (@types/multer is not installed). */
export interface UploadedPhoto {
  buffer: Buffer;
  mimetype: string;
  size: number;
  originalname: string;
}

/** Multer reads one file of at most 2 MB, and little else. */
export const PHOTO_UPLOAD_LIMITS = { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 } };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type the bytes themselves show (whatever the client claimed), or null. */
export function imageTypeOf(bytes: Buffer): PhotoType | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length > PNG_SIGNATURE.length && bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE))
    return 'image/png';
  return null;
}

/** Upload failures multer reports (too large, another field, a broken form) become a 400 naming `photo`. */
@Injectable()
export class PhotoUploadErrors implements NestInterceptor {
  intercept(_context: unknown, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(catchError((error: unknown) => throwError(() => this.named(error))));
  }

  private named(error: unknown): unknown {
    if (error instanceof PayloadTooLargeException) return InputError.field(PHOTO_FIELD, PHOTO_SIZE_MESSAGE);
    if (error instanceof BadRequestException || error instanceof UnsupportedMediaTypeException) {
      return InputError.field(PHOTO_FIELD, `Send the image as the multipart/form-data field "${PHOTO_FIELD}"`);
    }
    return error;
  }
}
