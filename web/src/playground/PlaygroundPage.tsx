import { GraphiQL } from 'graphiql';
import { useEffect, useMemo, useRef } from 'react';
import { paths } from '@/config/paths';
import { getSession } from '@/lib/session';
import { keepTabsAccessible } from './accessibleTabs';
import { PLAYGROUND_EXAMPLES } from './examples';
import { playgroundFetcher } from './fetcher';
import { playgroundSchema } from './schema';
import { sessionHeaders } from './sessionHeaders';
import { playgroundStorage } from './storage';

/** What is sent and with whose rights: the session of this browser tab, or a key the user pastes. */
function SignInNote() {
  const { user } = getSession();
  if (user) {
    return (
      <p className="playground-note">
        Signed in as {user.full_name}: Headers sends your session, and operations run with your rights.
      </p>
    );
  }
  return (
    <p className="playground-note">
      Not signed in here. Paste an API key in Headers as <code>{'{"Authorization": "Bearer hak_…"}'}</code>, or{' '}
      <a href={paths.login}>sign in to Hostel Admin</a>.
    </p>
  );
}

/**
 * GraphiQL on this server's /graphql: the examples in tabs, completion and the docs explorer from the built-in
 * schema, History and Headers. The headers are the session read once as the page opens (signing in again means
 * opening the playground again, as the app's menu does).
 */
export function PlaygroundPage() {
  const headers = useMemo(sessionHeaders, []);
  const tabs = useMemo(
    () => PLAYGROUND_EXAMPLES.map(({ query, variables }) => ({ query, variables, headers })),
    [headers],
  );
  const storage = useMemo(() => playgroundStorage(), []);
  const main = useRef<HTMLElement>(null);
  useEffect(() => keepTabsAccessible(main.current!), []);
  return (
    <div className="playground">
      <header className="playground-bar">
        <h1 className="playground-title">API playground</h1>
        <SignInNote />
        <a className="playground-back" href={paths.dashboard}>
          Back to Hostel Admin
        </a>
      </header>
      <main className="playground-main" ref={main}>
        <GraphiQL
          fetcher={playgroundFetcher}
          schema={playgroundSchema}
          defaultTabs={tabs}
          // GraphiQL fills the first tab's editors from these, not from defaultTabs (its query aside).
          initialVariables={tabs[0]!.variables}
          initialHeaders={headers}
          defaultHeaders={headers}
          storage={storage}
          shouldPersistHeaders={false}
          showPersistHeadersSettings={false}
          defaultEditorToolsVisibility
          forcedTheme="light"
        >
          <GraphiQL.Logo>Hostel Admin API</GraphiQL.Logo>
        </GraphiQL>
      </main>
    </div>
  );
}
