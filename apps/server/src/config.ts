import path from 'node:path';
import { z } from 'zod';

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
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      message: 'NODE_ENV 只能是 development、production 或 test',
    })
    .default('development'),
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
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
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
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    redisUrl: c.REDIS_URL,
    nodeEnv: c.NODE_ENV,
    logLevel: c.LOG_LEVEL,
  };
}
