type Env = {
  apiBaseUrl: string;
  graphqlUrl: string;
};

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

function readEnv(): Env {
  const vars = import.meta.env;
  return {
    apiBaseUrl: withoutTrailingSlash(vars.VITE_API_BASE_URL || '/api'),
    graphqlUrl: vars.VITE_GRAPHQL_URL || '/graphql',
  };
}

/** Environment, parsed once. Both URLs default to the same origin (the server or vite's proxy). */
export const env: Env = readEnv();
