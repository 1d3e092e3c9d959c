import { z } from 'zod';
import { isLoopbackHost } from './lib/local-request.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalText = z.string().trim().min(1).optional().catch(undefined);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  // Unset: 127.0.0.1 in development (this machine only), 0.0.0.0 in production (see resolveHost).
  HOST: z.string().trim().min(1).optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url({ error: 'must be a postgres:// URL' }).optional(),
  DEMO_DATA: bool.optional(),
  // Demo data seeds accounts whose passwords are in the README: production takes it only when told twice.
  ALLOW_DEMO_DATA_IN_PRODUCTION: bool.optional(),
  // A development server is for this machine: listening on the network takes this too (see resolveHost).
  ALLOW_DEV_FEATURES_ON_NETWORK: bool.optional(),
  // Which proxies may speak for the client (X-Forwarded-For/-Proto/-Host): a hop count ("1": the one proxy in
  // front) or a comma-separated list of addresses and CIDR ranges. Unset: nobody, so a made-up header cannot
  // change the address every per-IP limit counts.
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*|loopback|linklocal|uniquelocal)$/, {
      error: 'must be a hop count (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges',
    })
    .optional(),
  PUBLIC_URL: z.url({ error: 'must be a URL like https://salonehomes.sl' }).optional(),
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  // Mail: without SMTP_URL messages go to the dev outbox (and the log).
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Salone Homes <no-reply@salonehomes.sl>'),
  // SMS through an HTTP gateway (Africa's Talking style); without it codes go to the dev outbox.
  SMS_API_URL: optionalText,
  SMS_API_KEY: optionalText,
  SMS_SENDER_ID: z.string().default('SaloneHomes'),
  // OpenID Connect provider sign-in; without it /api/login goes to /local-login.
  OIDC_ISSUER_URL: optionalText,
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  // Photos and videos in an S3-compatible bucket instead of DATA_DIR/media (needed for several servers unless
  // they share a disk). All of bucket, region and keys, or none.
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: z.url({ error: 'must be a URL like https://s3.eu-west-1.amazonaws.com' }).optional(),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: bool.optional(),
  // How often each server checks whether a background job is due (the job runs on one server only).
  JOBS_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // How long a stop (SIGTERM, SIGINT) waits for requests in flight before the process exits anyway.
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export interface Config extends Omit<Env, 'DEMO_DATA' | 'TRUST_PROXY' | 'HOST'> {
  /** The address the server listens on (HOST, or the mode's default). */
  HOST: string;
  /** Object storage for media when the S3_* settings are given; null: local disk. */
  s3: S3Settings | null;
  isProduction: boolean;
  /** Fastify's trustProxy: false, a hop count (as a function of the hop), or the proxies' addresses. */
  trustProxy: false | ((address: string, hop: number) => boolean) | string[];
  isDevelopment: boolean;
  demoData: boolean;
  oidcEnabled: boolean;
}

export function loadConfig(source: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env): Config {
  // Empty strings in .env files mean "not set".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { TRUST_PROXY, ...env } = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && env.DEMO_DATA && !env.ALLOW_DEMO_DATA_IN_PRODUCTION) {
    throw new Error(`Invalid configuration:\n  DEMO_DATA: ${DEMO_DATA_IN_PRODUCTION}. Unset DEMO_DATA, or ${DEMO_DATA_OPT_IN}.`);
  }
  return {
    ...env,
    HOST: resolveHost(env.HOST, isProduction, env.ALLOW_DEV_FEATURES_ON_NETWORK === true),
    s3: parseS3(env),
    isProduction,
    isDevelopment: !isProduction,
    trustProxy: parseTrustProxy(TRUST_PROXY),
    demoData: env.DEMO_DATA ?? !isProduction,
    oidcEnabled: Boolean(env.OIDC_ISSUER_URL && env.OIDC_CLIENT_ID),
  };
}

const DEMO_DATA_IN_PRODUCTION = 'demo data in production seeds accounts whose passwords are published';
const DEMO_DATA_OPT_IN = 'also set ALLOW_DEMO_DATA_IN_PRODUCTION=true for a throwaway demo or benchmark server';

/**
 * For `npm run db:seed`, which seeds the demo accounts whatever DEMO_DATA says: production takes them only with
 * the same second word the server asks for.
 */
export function requireDemoDataAllowed(config: Pick<Config, 'isProduction' | 'ALLOW_DEMO_DATA_IN_PRODUCTION'>): void {
  if (config.isProduction && !config.ALLOW_DEMO_DATA_IN_PRODUCTION) {
    throw new Error(`Refused (NODE_ENV is production): ${DEMO_DATA_IN_PRODUCTION}. To seed it anyway, ${DEMO_DATA_OPT_IN}.`);
  }
}

/**
 * Development mode answers test sign-ins, x-dev-mode-role and the outbox of every code it would have sent, so a
 * development server listens on this machine only unless told twice. Those features still answer only
 * requests from this machine (server/lib/local-request.ts); listening on loopback is the first wall. Production
 * has none of them, and a deploy is meant to be reached (a proxy on another host, a container's published
 * port): it keeps listening on every interface unless HOST says otherwise.
 */
function resolveHost(host: string | undefined, isProduction: boolean, allowNetwork: boolean): string {
  if (!host) return isProduction ? '0.0.0.0' : '127.0.0.1';
  if (isProduction || allowNetwork || isLoopbackHost(host)) return host;
  throw new Error(
    `Invalid configuration:\n  HOST: ${host} would put a development server (NODE_ENV is not production) on the network, ` +
      'where anyone could reach a server that is not hardened for it. Development mode is meant for this machine: ' +
      'unset HOST to listen on 127.0.0.1 only, set NODE_ENV=production, or also set ALLOW_DEV_FEATURES_ON_NETWORK=true ' +
      '(test sign-ins, x-dev-mode-role and the dev outbox still answer only requests from this machine).',
  );
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value) return false;
  if (/^\d+$/.test(value)) return trustHops(Number(value));
  return value.split(',').map((part) => part.trim());
}

/**
 * A hop count as Express and proxy-addr mean it: the nearest `hops` addresses (the socket's peer first) are
 * proxies, the next one is the client. Fastify since 5.12.8 takes a bare number to mean "trust nobody", so
 * handing it `1` silently made every visitor the proxy's address: every per-IP limit became one limit for the
 * whole site (20 sign-ins a minute for everyone) and every visitor one viewer. A hop count cannot check who the
 * peer is: the server must then be reachable only through the proxy (docs/operations.md, "Deploy").
 */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

function parseS3(env: Env): S3Settings | null {
  const given = [env.S3_BUCKET, env.S3_REGION, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (given.every((v) => v === undefined) && !env.S3_ENDPOINT) return null;
  const missing = (['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !env[name]);
  if (missing.length) {
    throw new Error(`Invalid configuration:\n${missing.map((name) => `  ${name}: required when any S3_ setting is given`).join('\n')}`);
  }
  if (env.S3_BUCKET!.length < 3) throw new Error('Invalid configuration:\n  S3_BUCKET: must be at least 3 characters');
  return {
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION!,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
  };
}
