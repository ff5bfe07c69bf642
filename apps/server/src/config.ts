import path from 'node:path';
import { z } from 'zod';
import { type BankAccount, DEMO_BANK_ACCOUNT } from './orders/payment.ts';

const TRUST_PROXY_MESSAGE =
  'TRUST_PROXY 只能是 false、true、代理的层数（正整数），或以逗号分隔的代理地址（可带 /掩码位数）';
const PROXY_ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)(?:\/\d{1,3})?$/;

/**
 * Which reverse proxies' X-Forwarded-For to believe, as Fastify's `trustProxy` takes it:
 * false (no proxy: the peer is the client), true (any), a hop count, or proxy addresses.
 */
export type TrustProxy = boolean | number | string[];

/** Fastify's typings take a hop count as a function (as Fastify itself turns it into one). */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  const text = value.trim();
  if (text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 100) return Number(text);
  const addresses = text.split(',').map((part) => part.trim());
  if (addresses.every((address) => PROXY_ADDRESS.test(address))) return addresses;
  ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
  return z.NEVER;
}

const DATASOURCE_KEY_MESSAGE =
  'DATASOURCE_KEY 必须是 32 字节的密钥：64 位十六进制，或 base64（如 openssl rand -base64 32 的输出）';
const DATASOURCE_KEY_REQUIRED = `生产环境必须配置 DATASOURCE_KEY（加密数据源密码的密钥）。${DATASOURCE_KEY_MESSAGE}`;

/** 32 bytes from 64 hex digits or base64; null for anything else. */
export function dataSourceKeyOf(text: string): Buffer | null {
  const key = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/]{43}=?$/.test(text)
      ? Buffer.from(text, 'base64')
      : null;
  return key?.length === 32 ? key : null;
}

const zConfig = z.object({
  PORT: z.coerce
    .number({ message: 'PORT 必须是 1-65535 之间的整数' })
    .int('PORT 必须是 1-65535 之间的整数')
    .min(1, 'PORT 必须是 1-65535 之间的整数')
    .max(65535, 'PORT 必须是 1-65535 之间的整数')
    .default(8080),
  HOST: z.string().min(1, 'HOST 不能为空').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'DATA_DIR 不能为空').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL 必须以 postgres:// 开头，留空则使用内置 SQLite')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL 必须以 redis:// 开头，留空则在内存中计数')
    .optional(),
  TRUST_PROXY: z.string().transform(parseTrustProxy).default(false),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      message: 'NODE_ENV 只能是 development、production 或 test',
    })
    .default('development'),
  PAYMENT_ACCOUNT_NAME: z.string().trim().max(100, 'PAYMENT_ACCOUNT_NAME 不能超过100个字符').optional(),
  PAYMENT_BANK_NAME: z.string().trim().max(100, 'PAYMENT_BANK_NAME 不能超过100个字符').optional(),
  PAYMENT_ACCOUNT_NUMBER: z
    .string()
    .trim()
    .regex(/^\d[\d ]{5,38}\d$/, 'PAYMENT_ACCOUNT_NUMBER 只能是数字（可用空格分组），7-40 位')
    .optional(),
  MICRO_SELF_ORIGIN: z
    .string()
    .regex(
      /^https?:\/\/[^/?#\s]+$/,
      'MICRO_SELF_ORIGIN 必须形如 http://127.0.0.1:8080（协议、主机与端口，不带路径）',
    )
    .optional(),
  MICRO_ALLOWED_HOSTS: z
    .string()
    .regex(
      /^\s*[^\s,:]+:\d{1,5}\s*(,\s*[^\s,:]+:\d{1,5}\s*)*$/,
      'MICRO_ALLOWED_HOSTS 是以逗号分隔的“主机:端口”，如 127.0.0.1:8080,iot.example.com:443',
    )
    .optional(),
  DATASOURCE_KEY: z
    .string()
    .trim()
    .refine((text) => dataSourceKeyOf(text) !== null, DATASOURCE_KEY_MESSAGE)
    .optional(),
  SIGNING_P12_PATH: z.string().trim().max(500, 'SIGNING_P12_PATH 不能超过500个字符').optional(),
  SIGNING_P12_PASSPHRASE: z.string().max(200, 'SIGNING_P12_PASSPHRASE 不能超过200个字符').optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'LOG_LEVEL 只能是 fatal、error、warn、info、debug、trace 或 silent',
    })
    .default('info'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Set: rate-limit counters live here and cache drops are published here (several processes share them); memory otherwise. */
  redisUrl: string | undefined;
  /** Client addresses (throttles, logs) come from X-Forwarded-For only through these proxies. */
  trustProxy: TrustProxy;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  /** The platform's account that tenants pay orders into by bank transfer (对公转账). */
  bankAccount: BankAccount;
  /**
   * Microservice forwarding: where an endpoint with an empty domain (a built-in) lives, and the
   * `host:port` pairs allowed whatever they resolve to (by default this server's own, so the
   * built-ins pass through the same checks as any other endpoint).
   */
  forwarding: { selfOrigin: string; allowedHosts: string[] };
  /**
   * Data sources (数据配置): the key their passwords are sealed with (DATASOURCE_KEY; required in
   * production, else made once under the data folder), and this server's own database and
   * Redis as `host:port`, which a connection test never reaches unless allowed as above.
   */
  dataSources: { key: Buffer | undefined; ownHosts: string[] };
  /** The platform's signing certificate (.p12); unset, one is made under the data folder at first use. */
  signing: { p12Path?: string; passphrase?: string };
}

export class ConfigError extends Error {}

/** Reads the environment once at start; empty strings count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = zConfig.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.message}`);
    throw new ConfigError(`配置有误，服务未启动：\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const bankAccount = bankAccountOf(c);
  if (!bankAccount) {
    throw new ConfigError(`配置有误，服务未启动：\n  - ${BANK_ACCOUNT_REQUIRED}`);
  }
  if (c.NODE_ENV === 'production' && !c.DATASOURCE_KEY) {
    throw new ConfigError(`配置有误，服务未启动：\n  - ${DATASOURCE_KEY_REQUIRED}`);
  }
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    redisUrl: c.REDIS_URL,
    trustProxy: c.TRUST_PROXY,
    nodeEnv: c.NODE_ENV,
    logLevel: c.LOG_LEVEL,
    bankAccount,
    forwarding: forwardingOf(c.PORT, c.MICRO_SELF_ORIGIN, c.MICRO_ALLOWED_HOSTS),
    dataSources: {
      key: c.DATASOURCE_KEY ? (dataSourceKeyOf(c.DATASOURCE_KEY) ?? undefined) : undefined,
      ownHosts: [c.DATABASE_URL, c.REDIS_URL].flatMap((url) => hostPortOf(url)),
    },
    signing: {
      ...(c.SIGNING_P12_PATH ? { p12Path: path.resolve(c.SIGNING_P12_PATH) } : {}),
      ...(c.SIGNING_P12_PASSPHRASE !== undefined ? { passphrase: c.SIGNING_P12_PASSPHRASE } : {}),
    },
  };
}

/** `host:port` of a service URL (the default port of its scheme when none is named). */
function hostPortOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    const parsed = new URL(url);
    const port = parsed.port || (parsed.protocol.startsWith('redis') ? '6379' : '5432');
    return parsed.hostname ? [`${parsed.hostname}:${port}`] : [];
  } catch {
    return [];
  }
}

function forwardingOf(port: number, selfOrigin: string | undefined, allowed: string | undefined) {
  const origin = selfOrigin ?? `http://127.0.0.1:${port}`;
  const url = new URL(origin);
  const self = `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
  return {
    selfOrigin: origin,
    allowedHosts: allowed === undefined ? [self] : allowed.split(',').map((entry) => entry.trim()),
  };
}

const BANK_ACCOUNT_REQUIRED =
  '生产环境必须配置对公收款账户：PAYMENT_ACCOUNT_NAME、PAYMENT_BANK_NAME、PAYMENT_ACCOUNT_NUMBER 三项都要填写';

/**
 * The account of the three variables; outside production, the demo account when none is set
 * (a demo must not look like a real account in production: there it is required). Null when
 * production lacks one, or when only some of the three are set.
 */
function bankAccountOf(c: z.infer<typeof zConfig>): BankAccount | null {
  const given = [c.PAYMENT_ACCOUNT_NAME, c.PAYMENT_BANK_NAME, c.PAYMENT_ACCOUNT_NUMBER];
  if (given.every((value) => value === undefined)) {
    return c.NODE_ENV === 'production' ? null : DEMO_BANK_ACCOUNT;
  }
  const [accountName, bankName, accountNumber] = given;
  if (!accountName || !bankName || !accountNumber) return null;
  return { accountName, bankName, accountNumber };
}
