import { test as setup } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { DEMO_ADMIN_PHONE, loginByApi } from './api';
import { ADMIN_SESSION_FILE } from './fixtures';

/** Logs the demo admin in once; the journeys reuse the session. */
setup('sign in the demo admin', async ({ request }) => {
  const session = await loginByApi(request, DEMO_ADMIN_PHONE);
  mkdirSync(dirname(ADMIN_SESSION_FILE), { recursive: true });
  writeFileSync(ADMIN_SESSION_FILE, JSON.stringify(session));
});
