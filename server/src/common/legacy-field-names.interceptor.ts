import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { catchError, Observable, throwError } from 'rxjs';
import { AppError } from './errors';

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Services name fields as GraphQL does (roomNumber); the legacy REST contract names them in
 * snake_case (room_number). Renames the fields of errors thrown behind a legacy controller.
 */
@Injectable()
export class LegacyFieldNames implements NestInterceptor {
  constructor(private readonly renames: Record<string, string> = {}) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(catchError((error: unknown) => throwError(() => this.rename(error))));
  }

  private rename(error: unknown): unknown {
    if (!(error instanceof AppError) || !error.fields) return error;
    const fields = error.fields.map((f) => ({
      field: this.renames[f.field] ?? snakeCase(f.field),
      message: f.message,
    }));
    return new AppError(error.code, error.getStatus(), error.message, fields);
  }
}
