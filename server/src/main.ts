import { Logger } from '@nestjs/common';
import { setFlagsFromString } from 'node:v8';
import { createApp } from './bootstrap';
import { InvalidConfigError, loadConfig } from './config/app-config';
import { DEMO_ADMIN_PHONE } from './database/seed/demo-data';

/**
 * The old generation may grow by half of what is live after each full collection (V8's own factor is up to 4). Under
 * load much of each request's garbage outlives two young collections and is promoted, so with V8's factor the heap grew
 * to about 300 MB of dead requests between full collections (RSS about 400 MB; 150 to 200 MB idle) for about 60 MB
 * live; with 1.5 the server stays under about 200 MB at nearly the same CPU (bench/README.md, api-cost). Set here, not as
 * a `node` option: V8 reads it at each collection, and every way of starting the server (npm start, the server's own
 * start script, the benchmarks, the end-to-end tests) runs this file.
 */
setFlagsFromString('--heap-growing-percent=50');

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof InvalidConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  await app.listen(config.port);
  const url = `http://localhost:${config.port}`;
  const logger = new Logger('HostelAdmin');
  logger.log(`Hostel Admin is running at ${url} (GraphQL ${url}/graphql, REST ${url}/api)`);
  logger.log(`Database: ${config.databaseUrl ? 'PostgreSQL' : `SQLite ${config.sqlitePath}`}`);
  if (config.smsProvider === 'console') {
    logger.log(
      `Demo admin phone: ${DEMO_ADMIN_PHONE}. Login codes appear in this log as "[sms] to=…" and at ${url}/api/dev/outbox`,
    );
  }
}

void main();
