import { createApp } from './bootstrap';
import { loadConfig } from './config/app-config';

/** Writes schema.graphql at the repository root (the app writes it at start outside production). */
async function writeSchema() {
  const config = loadConfig(
    {
      NODE_ENV: 'development',
      SQLITE_PATH: ':memory:',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      LOG_FORMAT: 'json',
    },
    { persistSecret: false },
  );
  const app = await createApp(config, { logger: false });
  await app.close();
}

void writeSchema();
