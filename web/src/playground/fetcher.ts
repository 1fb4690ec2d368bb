import type { GraphiQLProps } from 'graphiql';

type Fetcher = GraphiQLProps['fetcher'];

/**
 * Sends each operation to this server's /graphql as JSON, with exactly the headers of the Headers editor (GraphiQL
 * passes them in `options.headers`). A JSON content type is what Apollo's CSRF prevention asks of a browser's POST;
 * no cookies go (the API reads only the Authorization header). An answer that is not JSON (a proxy's error page) is
 * shown as its status rather than failing in the parser.
 */
export const playgroundFetcher: Fetcher = async (params, options) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'omit',
    headers: { ...options?.headers, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(params),
  });
  const text = await response.text();
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { errors: [{ message: `HTTP ${response.status} ${response.statusText}: the answer was not JSON` }] };
  }
};
