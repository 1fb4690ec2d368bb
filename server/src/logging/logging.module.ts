import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config';
import { requestIdOf } from '../common/request-id';

/** Requests worth a log line: the API, not the web client's files or the load balancer's health checks. */
const logged = (req: IncomingMessage) => {
  const path = req.url?.split('?')[0] ?? '';
  return (path === '/graphql' || path.startsWith('/api/')) && path !== '/api/health';
};

/**
 * Structured logs (pino): one line per API request with its id, method, path, status and time, and
 * every log line written while serving it carries the same id. Headers and bodies are never
 * logged (tokens, login codes). Readable lines by default outside production, JSON in it.
 */
@Module({})
export class LoggingModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.log.level,
            genReqId: (req) => requestIdOf(req) ?? randomUUID(),
            autoLogging: { ignore: (req) => !logged(req) },
            customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
            // The serializers read the request and the answer themselves: pino-http's wrappers would first copy each
            // into pino-std-serializers' objects (every header, the URL, the answer's headers), all of it dropped here.
            wrapSerializers: false,
            serializers: {
              req: (req: { id: string; method: string; url: string; originalUrl?: string }) => ({
                id: req.id,
                method: req.method,
                path: (req.originalUrl ?? req.url).split('?')[0],
              }),
              res: (res: { statusCode: number }) => ({ status: res.statusCode }),
            },
            ...(config.log.format === 'pretty'
              ? {
                  transport: {
                    target: 'pino-pretty',
                    options: { singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
                  },
                }
              : {}),
          },
        }),
      ],
    };
  }
}
