import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';

/** The repository root: two levels above server/src/config (or server/dist/config). */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

export type NodeEnv = 'development' | 'production' | 'test';
export type SmsProviderName = 'console' | 'webhook';
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  /** postgres://… when set; otherwise the embedded SQLite file below is used. */
  databaseUrl?: string;
  /** PostgreSQL schema to use (default public); tests give each run its own. */
  databaseSchema?: string;
  /**
   * PostgreSQL connections the server opens at most, and how long a request waits for a free one before it is
   * refused as busy (503, in words) instead of waiting for ever.
   */
  databasePool: { size: number; waitMs: number };
  sqlitePath: string;
  dataDir: string;
  jwtSecret: string;
  jwtTtlSeconds: number;
  smsProvider: SmsProviderName;
  smsWebhookUrl?: string;
  smsWebhookToken?: string;
  seedDemoData: boolean;
  /** Runs a worker of the job queue in this process (recurring jobs, event consumers); off in tests, which drive it. */
  runJobs: boolean;
  /** Per client address and hour: code requests and code tries (0 turns a limit off). */
  loginLimits: { codesPerAddress: number; triesPerAddress: number };
  /** Requests one API key may make in any minute, per server process (API_KEY_RATE_LIMIT; 0 turns it off). */
  apiKeys: { requestsPerMinute: number };
  /** Express's "trust proxy": false, true, a hop count, or addresses/subnets of the proxies. */
  trustProxy: boolean | number | string;
  graphql: {
    /**
     * Schema introspection (GRAPHQL_INTROSPECTION, on by default): for everyone outside production; in production only
     * for a signed-in caller or an API key (api-keys/graphql-access.plugin.ts). Off: for no one.
     */
    introspection: boolean;
    /** GET /graphql from a browser answers the API playground (GraphiQL, built into webDistDir): GRAPHQL_PLAYGROUND. */
    playground: boolean;
    stacktraces: boolean;
    maxTokens: number;
    maxDepth: number;
    maxAliases: number;
    maxCost: number;
  };
  webDistDir: string;
  /** pino: the least severe level written, and one JSON object per line or readable lines. */
  log: { level: LogLevel; format: 'json' | 'pretty' };
  /**
   * Webhooks: whether an endpoint may be (and be delivered to) a loopback, private or link-local address, and plain
   * http (WEBHOOK_ALLOW_PRIVATE_URLS). Off in production: such a URL would let an admin make the server call its own
   * network (server-side request forgery); on elsewhere, so a developer's or a test's receiver on this machine works.
   */
  webhooks: { allowPrivateUrls: boolean };
  /**
   * Origins (scheme://host[:port]) whose pages may call the API from a browser (CORS_ORIGINS, separated by commas).
   * None by default: the web client is served by this server (same origin), and integrators call from servers.
   */
  cors: { origins: string[] };
}

type Env = Record<string, string | undefined>;

class ConfigErrors {
  readonly problems: string[] = [];
  add(variable: string, problem: string) {
    this.problems.push(`${variable}: ${problem}`);
  }
}

function readInt(env: Env, name: string, fallback: number, min: number, max: number, errors: ConfigErrors) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    errors.add(name, `must be a whole number from ${min} to ${max} (got "${raw}")`);
    return fallback;
  }
  return value;
}

function readBool(env: Env, name: string, fallback: boolean, errors: ConfigErrors) {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  errors.add(name, `must be true or false (got "${env[name]}")`);
  return fallback;
}

/** Parses a lifetime like 900, 30m, 8h or 2d into seconds. */
function readDuration(env: Env, name: string, fallback: number, errors: ConfigErrors) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const match = /^(\d+)\s*([smhd]?)$/.exec(raw.trim());
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 } as const;
  const seconds = match ? Number(match[1]) * unit[match[2] as keyof typeof unit] : NaN;
  if (!Number.isFinite(seconds) || seconds < 60 || seconds > 30 * 86400) {
    errors.add(name, `must be a duration between 60s and 30d, like 900, 30m or 8h (got "${raw}")`);
    return fallback;
  }
  return seconds;
}

function readChoice<T extends string>(
  env: Env,
  name: string,
  choices: readonly T[],
  fallback: T,
  errors: ConfigErrors,
): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(choices as readonly string[]).includes(raw)) {
    errors.add(name, `must be one of ${choices.join(', ')} (got "${raw}")`);
    return fallback;
  }
  return raw as T;
}

/** TRUST_PROXY: unset or false, true, a number of proxy hops, or a comma-separated list of proxy addresses/subnets. */
function readTrustProxy(env: Env, errors: ConfigErrors): boolean | number | string {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (!/^[0-9a-fA-F.:/,\s]+$|^(loopback|linklocal|uniquelocal)(,\s*(loopback|linklocal|uniquelocal))*$/.test(raw)) {
    errors.add('TRUST_PROXY', 'must be true, false, a number of hops, or proxy addresses/subnets separated by commas');
  }
  return raw;
}

/** Returns the configured secret, or one generated once and kept in the data folder so tokens survive restarts. */
function resolveJwtSecret(env: Env, dataDir: string, errors: ConfigErrors, persist: boolean): string {
  const configured = env.JWT_SECRET;
  if (configured !== undefined && configured !== '') {
    if (configured.length < 32) errors.add('JWT_SECRET', 'must be at least 32 characters long');
    return configured;
  }
  if (!persist) return randomBytes(48).toString('base64url');
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** CORS_ORIGINS: unset for none, else origins like https://app.example.in separated by commas (no path, no `*`). */
function readOrigins(env: Env, errors: ConfigErrors): string[] {
  const parts = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const origins: string[] = [];
  for (const part of parts) {
    let origin: string | undefined;
    try {
      const url = new URL(part);
      // An origin has nothing after the host: a path, query or credentials mean it was copied from a page's address.
      if (/^https?:$/.test(url.protocol) && url.origin === part.replace(/\/$/, '') && !url.username)
        origin = url.origin;
    } catch {
      origin = undefined;
    }
    if (origin) origins.push(origin);
    else errors.add('CORS_ORIGINS', `must be origins like https://app.example.in separated by commas (got "${part}")`);
  }
  return origins;
}

export class InvalidConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

/**
 * The one place that reads the environment. Every variable has a working default;
 * a bad value stops the start with a message naming the variable.
 */
export function loadConfig(env: Env = process.env, options: { persistSecret?: boolean } = {}): AppConfig {
  const errors = new ConfigErrors();
  const nodeEnv = readChoice(env, 'NODE_ENV', ['development', 'production', 'test'] as const, 'development', errors);
  const dataDir = resolve(REPO_ROOT, env.DATA_DIR || 'data');
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    errors.add('DATABASE_URL', 'must start with postgres:// or postgresql://');
  }
  if (env.DATABASE_SCHEMA && !/^[a-z_][a-z0-9_]{0,62}$/.test(env.DATABASE_SCHEMA)) {
    errors.add('DATABASE_SCHEMA', 'must be a lower-case identifier (letters, digits, underscores)');
  }
  const smsProvider = readChoice(env, 'SMS_PROVIDER', ['console', 'webhook'] as const, 'console', errors);
  if (smsProvider === 'webhook' && !/^https?:\/\//.test(env.SMS_WEBHOOK_URL ?? '')) {
    errors.add('SMS_WEBHOOK_URL', 'must be an http(s) URL when SMS_PROVIDER=webhook');
  }
  if (nodeEnv === 'production' && smsProvider === 'console') {
    errors.add('SMS_PROVIDER', 'must name a real provider (webhook) when NODE_ENV=production');
  }
  const production = nodeEnv === 'production';
  const config: AppConfig = {
    nodeEnv,
    port: readInt(env, 'PORT', 3000, 0, 65535, errors),
    databaseUrl,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    databasePool: {
      size: readInt(env, 'DATABASE_POOL_SIZE', 10, 1, 200, errors),
      waitMs: readInt(env, 'DATABASE_POOL_WAIT_MS', 10_000, 100, 120_000, errors),
    },
    sqlitePath:
      env.SQLITE_PATH === ':memory:' ? ':memory:' : resolve(dataDir, env.SQLITE_PATH || 'hostel-admin.sqlite'),
    dataDir,
    jwtSecret: resolveJwtSecret(env, dataDir, errors, options.persistSecret ?? true),
    jwtTtlSeconds: readDuration(env, 'JWT_TTL', 8 * 3600, errors),
    smsProvider,
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
    smsWebhookToken: env.SMS_WEBHOOK_TOKEN || undefined,
    seedDemoData: readBool(env, 'SEED_DEMO_DATA', true, errors),
    runJobs: readBool(env, 'RUN_JOBS', nodeEnv !== 'test', errors),
    loginLimits: {
      codesPerAddress: readInt(env, 'LOGIN_CODES_PER_ADDRESS', 30, 0, 100_000, errors),
      triesPerAddress: readInt(env, 'LOGIN_TRIES_PER_ADDRESS', 60, 0, 100_000, errors),
    },
    apiKeys: { requestsPerMinute: readInt(env, 'API_KEY_RATE_LIMIT', 600, 0, 1_000_000, errors) },
    trustProxy: readTrustProxy(env, errors),
    graphql: {
      introspection: readBool(env, 'GRAPHQL_INTROSPECTION', true, errors),
      // A page that adds no rights (every operation runs with the caller's own), but in production its own choice.
      playground: readBool(env, 'GRAPHQL_PLAYGROUND', !production, errors),
      // Stack traces name server paths: only for a developer who asks, never by default.
      stacktraces: readBool(env, 'GRAPHQL_STACKTRACES', false, errors),
      // Tokens bound the parser's work before any other limit can look at the query (a standard introspection query has about 180).
      maxTokens: readInt(env, 'GRAPHQL_MAX_TOKENS', 2000, 200, 50_000, errors),
      maxDepth: readInt(env, 'GRAPHQL_MAX_DEPTH', 10, 2, 50, errors),
      maxAliases: readInt(env, 'GRAPHQL_MAX_ALIASES', 15, 1, 500, errors),
      // A standard introspection query of this schema costs about 42,000 (it grows with the schema: 20,000 before the
      // integrators' issue added keys, webhooks and their types): about twice that.
      maxCost: readInt(env, 'GRAPHQL_MAX_COST', 85000, 10, 1_000_000, errors),
    },
    webDistDir: resolve(REPO_ROOT, env.WEB_DIST_DIR || join('web', 'dist')),
    log: {
      level: readChoice(env, 'LOG_LEVEL', LOG_LEVELS, 'info', errors),
      format: readChoice(env, 'LOG_FORMAT', ['json', 'pretty'] as const, production ? 'json' : 'pretty', errors),
    },
    webhooks: { allowPrivateUrls: readBool(env, 'WEBHOOK_ALLOW_PRIVATE_URLS', !production, errors) },
    cors: { origins: readOrigins(env, errors) },
  };
  if (errors.problems.length) throw new InvalidConfigError(errors.problems);
  if (config.sqlitePath !== ':memory:') mkdirSync(dirname(config.sqlitePath), { recursive: true });
  return config;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
