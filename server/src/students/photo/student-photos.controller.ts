import {
  Controller,
  Get,
  Header,
  Param,
  Post,
  Query,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { RequestCaller } from '../../common/caller';
import { Can, CurrentCaller, Public } from '../../common/decorators';
import { ParseIdPipe } from '../../common/validators';
import { PHOTO_FIELD, PHOTO_UPLOAD_LIMITS, PhotoUploadErrors, UploadedPhoto } from './photo-file';
import type { PhotoUrlQuery } from './photo-url.signer';
import { StudentPhotosService } from './student-photos.service';

/** REST: `POST /api/students/:id/photo` (multipart field "photo") and the signed `GET /api/students/:id/photo`. */
@Controller('students')
export class StudentPhotosController {
  constructor(private readonly photos: StudentPhotosService) {}

  @Post(':id/photo')
  @Can('students.write')
  @UseInterceptors(PhotoUploadErrors, FileInterceptor(PHOTO_FIELD, PHOTO_UPLOAD_LIMITS))
  upload(
    @CurrentCaller() caller: RequestCaller,
    @Param('id', ParseIdPipe) id: number,
    @UploadedFile() file: UploadedPhoto | undefined,
  ) {
    return this.photos.upload(caller, id, file);
  }

  /** Public: the signature in the URL is the permission. */
  @Public()
  @Get(':id/photo')
  @Header('Cache-Control', 'private, max-age=3600')
  @Header('X-Content-Type-Options', 'nosniff')
  async read(@Param('id') id: string, @Query() query: PhotoUrlQuery): Promise<StreamableFile> {
    const photo = await this.photos.read(/^\d{1,10}$/.test(id) ? Number(id) : 0, query);
    return new StreamableFile(photo.bytes, { type: photo.mimeType, length: photo.bytes.length });
  }
}
