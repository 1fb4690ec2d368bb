import { ConsoleLogger } from '@nestjs/common';

/** Collects what the server logs at error level (the fuzz tests: bad input must never be logged as a fault). */
export class ErrorLog extends ConsoleLogger {
  readonly errors: string[] = [];
  error(message: unknown, ...rest: unknown[]) {
    this.errors.push([message, ...rest].map(String).join(' ').slice(0, 2000));
  }
  log() {}
  warn() {}
}
