import { ApiProperty, ApiSchema } from '@nestjs/swagger';

@ApiSchema({ name: 'PhotoUploaded', description: "The resident's photo is stored (it replaces the one before)." })
export class PhotoUploadedBody {
  @ApiProperty({
    type: 'string',
    description:
      'A signed URL of the photo (GET it without a token), valid 12 to 13 hours: `/api/students/{id}/photo?v=…&exp=…&sig=…`.',
    example: '/api/students/7/photo?v=1764000000000&exp=1764046800&sig=abc',
  })
  photo_url: string;
}
