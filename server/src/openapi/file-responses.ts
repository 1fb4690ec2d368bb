import { ApiResponse } from '@nestjs/swagger';

/**
 * A 200 whose body is a file: its media types (a PDF, a CSV) and, for a download, the Content-Disposition header that
 * names it (`attachment; filename="receipt-000123.pdf"`).
 */
export const ApiFileResponse = (options: {
  description: string;
  mediaTypes: string[];
  filename?: string;
  headers?: Record<string, { description: string; example: string }>;
}) =>
  ApiResponse({
    status: 200,
    description: options.description,
    content: Object.fromEntries(
      options.mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    ),
    headers: {
      ...(options.filename
        ? {
            'Content-Disposition': {
              description: 'A download, with the file name to save it as.',
              required: true,
              schema: { type: 'string', example: `attachment; filename="${options.filename}"` },
            },
          }
        : {}),
      ...Object.fromEntries(
        Object.entries(options.headers ?? {}).map(([name, header]) => [
          name,
          { description: header.description, required: true, schema: { type: 'string', example: header.example } },
        ]),
      ),
    },
  });
