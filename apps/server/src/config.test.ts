import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('works with nothing set: port 8080 on 127.0.0.1, SQLite under ./data', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      trustProxy: false,
      nodeEnv: 'development',
      logLevel: 'info',
    });
  });

  it('reads every setting from the environment, treating empty values as unset', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/portal-data',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      NODE_ENV: 'production',
      LOG_LEVEL: '',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '0.0.0.0',
      dataDir: '/tmp/portal-data',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      nodeEnv: 'production',
      logLevel: 'info',
    });
  });

  it('refuses to start with a readable Chinese list of everything that is wrong', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('配置有误，服务未启动');
    expect(message).toContain('PORT 必须是 1-65535 之间的整数');
    expect(message).toContain('DATABASE_URL 必须以 postgres:// 开头');
    expect(message).toContain('NODE_ENV 只能是 development、production 或 test');
  });

  it("trusts no proxy unless told: true, a hop count, or the proxies' addresses", () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow('TRUST_PROXY 只能是');
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT 必须是 1-65535 之间的整数');
  });
});
