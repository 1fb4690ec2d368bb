import { Booted, bootedState, putBack } from './put-back';
import { startTestApp, TestApp, TestDatabase } from './test-app';

/**
 * For files whose every test wants the app as it was just booted (register, auth, sessions, passwords, the GraphQL
 * base): one app per describe block, put back before each test instead of booted again. A boot builds the whole
 * Nest application and migrates a new database (0.35 s on SQLite, 0.6 s on PostgreSQL, hundreds of times in these
 * files); putting it back (put-back.ts) and restoring every jest spy takes a few milliseconds.
 * A test that needs other settings (an env) starts its own app with startTestApp, as before.
 */
export function freshAppForEachTest(db: TestDatabase): () => Promise<TestApp> {
  let app: TestApp | undefined;
  let booted: Booted | undefined;
  afterAll(async () => {
    await app?.close();
    app = undefined;
  });
  return async () => {
    if (!app) {
      app = await startTestApp(db);
      booted = await bootedState(app);
    } else {
      jest.restoreAllMocks();
      await putBack(app, booted!);
    }
    return app;
  };
}
