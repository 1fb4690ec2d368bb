import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap';
import { InvalidConfigError, loadConfig } from './config/app-config';
import { DEMO_ADMIN_PHONE } from './database/seed/demo-data';

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
