/**
 * Where GraphiQL keeps its state. Not in localStorage, its default: the history holds the headers each operation was
 * sent with (a session token or an API key) and the answers name residents, so it lives in sessionStorage, the place
 * and the lifetime of the app's own session: closing the browser tab forgets it, as it signs out.
 *
 * The open tabs are not kept at all: each opening starts from the examples with this tab's session in Headers, so a
 * token from an earlier sign-in never comes back in a restored tab. What was run stays in History, with its headers.
 */
const PREFIX = 'hostel-admin:';
const PAGE_ONLY = new Set(['graphiql:tabs', 'graphiql:query', 'graphiql:variables', 'graphiql:headers']);

function ownKeys(store: Storage): string[] {
  return Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string => key?.startsWith(PREFIX) ?? false,
  );
}

export function playgroundStorage(store: Storage = sessionStorage): Storage {
  const page = new Map<string, string>();
  const keys = () => [...page.keys(), ...ownKeys(store).map((key) => key.slice(PREFIX.length))];
  return {
    getItem: (key) => (PAGE_ONLY.has(key) ? (page.get(key) ?? null) : store.getItem(PREFIX + key)),
    setItem: (key, value) => (PAGE_ONLY.has(key) ? void page.set(key, value) : store.setItem(PREFIX + key, value)),
    removeItem: (key) => (PAGE_ONLY.has(key) ? void page.delete(key) : store.removeItem(PREFIX + key)),
    clear: () => {
      page.clear();
      ownKeys(store).forEach((key) => store.removeItem(key));
    },
    key: (index) => keys()[index] ?? null,
    get length() {
      return keys().length;
    },
  };
}
