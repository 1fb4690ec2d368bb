import type { Server } from 'node:http';
import { LoggerService, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { Clock } from './common/clock';
import { AllExceptionsFilter } from './common/exceptions.filter';
import { InputTextPipe } from './common/input-text.pipe';
import { limitJsonDepth } from './common/json-depth';
import { createValidationPipe } from './common/validation';
import type { AppConfig } from './config/app-config';
import { DatabaseState } from './common/database-state';
import { DemoSeeder } from './database/seed/demo-seeder';
import { JobWorker } from './jobs/job-worker';
import { assignRequestId } from './common/request-id';
import { graphqlPlayground } from './common/graphql-playground';
import { serveWebClient } from './common/web-client';
import { serveOpenApi } from './openapi/serve-openapi';
import { applySecurity } from './common/security';

export interface CreateAppOptions {
  clock?: Clock;
  logger?: LoggerService | false;
}

/** Everything main.ts and the API tests share: prefix, pipes, filters, static client. */
export function bootstrap(app: NestExpressApplication, config: AppConfig) {
  applySecurity(app, config);
  app.disable('x-powered-by');
  keepConnectionsOpen(app.getHttpServer() as Server);
  // No ETag computed by Express over every answer (a SHA-1 of each GraphQL answer, though a POST is never answered
  // 304): the files of the web build and of /api/docs revalidate by Last-Modified, and the OpenAPI document and the
  // docs page carry tags made once (openapi/serve-openapi.ts).
  app.set('etag', false);
  app.use(assignRequestId);
  // Behind a reverse proxy, req.ip (used by the login limits) is the client's address only when the proxy is trusted.
  app.set('trust proxy', config.trustProxy);
  // /graphql is Apollo's, outside the prefix; naming it here also puts it under the request logger's middleware.
  app.setGlobalPrefix('api', { exclude: [{ path: 'graphql', method: RequestMethod.ALL }] });
  // /api/openapi.json and /api/docs: public, plain Express routes ahead of Nest's (openapi/serve-openapi.ts).
  serveOpenApi(app);
  // Broken Unicode and control characters are refused before the validators read the input.
  app.useGlobalPipes(new InputTextPipe(), createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  // Room for previewStudentImport's 1 MB of CSV once escaped as a JSON string; the service names the csv field beyond 1 MB.
  app.useBodyParser('json', { limit: '3mb' });
  app.use(limitJsonDepth);
  // After the body is read: its stream's events would run outside the scope.
  app.use(app.get(DatabaseState).scope);
  app.enableShutdownHooks();
  // Before Apollo's /graphql (set up at init): a browser's GET gets the playground (common/graphql-playground.ts).
  app.use(graphqlPlayground(config.webDistDir, config.graphql.playground));
  // JSON answers compressed; the built web client's files compressed and cached, and its pages (common/web-client.ts).
  serveWebClient(app, config.webDistDir);
}

/**
 * An idle keep-alive connection is closed after 65 s, not Node's 5 s. A client that sends its next request on a kept
 * connection just as the server closes it gets a reset (ECONNRESET) for a request the server never read: a phone that
 * pauses between taps, a proxy in front (theirs are usually 60 s, and the server's must be longer), a test's request
 * context (which met it in CI). headersTimeout stays above it, as Node requires.
 */
function keepConnectionsOpen(server: Server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

/** Builds, configures and initialises the application; seeds demo data on an empty database. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  // Without a logger of the caller's (tests), Nest's own logs go to pino with the request logs, buffered until it is ready.
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, options.clock), {
    ...(options.logger === undefined ? { bufferLogs: true } : { logger: options.logger }),
    bodyParser: false,
  });
  if (options.logger === undefined) app.useLogger(app.get(PinoNestLogger));
  bootstrap(app, config);
  await app.init();
  if (config.seedDemoData) await app.get(DemoSeeder).seedIfEmpty();
  if (config.runJobs) void app.get(JobWorker).start();
  return app;
}
