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
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { RequestCaller } from '../../common/caller';
import { Can, CurrentCaller, Public } from '../../common/decorators';
import { ParseIdPipe } from '../../common/validators';
import { ApiErrors } from '../../openapi/error-bodies';
import { ApiFileResponse } from '../../openapi/file-responses';
import { PHOTO_FIELD, PHOTO_UPLOAD_LIMITS, PhotoUploadErrors, UploadedPhoto } from './photo-file';
import { PhotoUploadedBody } from './photo-upload.response';
import type { PhotoUrlQuery } from './photo-url.signer';
import { StudentPhotosService } from './student-photos.service';

/** REST: `POST /api/students/:id/photo` (multipart field "photo") and the signed `GET /api/students/:id/photo`. */
@ApiTags('Residents')
@Controller('students')
export class StudentPhotosController {
  constructor(private readonly photos: StudentPhotosService) {}

  @ApiOperation({
    operationId: 'uploadStudentPhoto',
    summary: "Upload a resident's photo",
    description:
      'A JPEG or PNG (judged by its bytes, whatever the file claims) of at most 2 MB; it replaces the one before.',
  })
  @ApiParam({ name: 'id', type: 'integer', description: "The resident's id." })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [PHOTO_FIELD],
      properties: {
        [PHOTO_FIELD]: { type: 'string', format: 'binary', description: 'The image: JPEG or PNG, at most 2 MB.' },
      },
    },
  })
  @ApiCreatedResponse({ type: PhotoUploadedBody, description: 'Stored.' })
  @ApiErrors({
    400: 'No file in the field "photo", another field or a broken form, a file over 2 MB, or not a JPEG or PNG (fields: photo); or id is not a positive whole number.',
    404: "No such resident in the caller's hostel.",
  })
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

  @ApiOperation({
    operationId: 'studentPhoto',
    summary: "A resident's photo, by its signed URL",
    description:
      'The URL comes signed in photo_url (REST) or Student.photoUrl (GraphQL): the signature is the permission, so an <img> loads it without a token. It stays the same within an hour, so browsers cache it.',
  })
  @ApiParam({ name: 'id', type: 'string', description: "The resident's id." })
  @ApiQuery({ name: 'v', required: true, type: 'string', description: 'The photo version (its time, in ms).' })
  @ApiQuery({ name: 'exp', required: true, type: 'string', description: 'When the URL expires, in Unix seconds.' })
  @ApiQuery({ name: 'sig', required: true, type: 'string', description: 'The signature (base64url HMAC-SHA256).' })
  @ApiFileResponse({
    description: 'The image.',
    mediaTypes: ['image/jpeg', 'image/png'],
    headers: { 'Cache-Control': { description: 'Browsers may keep it an hour.', example: 'private, max-age=3600' } },
  })
  @ApiErrors({ 404: 'No photo, or a signature that is wrong or expired (answered alike).' })
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
