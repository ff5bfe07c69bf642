import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { DEMO_BANK_ACCOUNT } from './orders/payment.ts';

const PRODUCTION_ACCOUNT = {
  PAYMENT_ACCOUNT_NAME: '某某冷链平台有限公司',
  PAYMENT_BANK_NAME: '某某银行某某支行',
  PAYMENT_ACCOUNT_NUMBER: '6222 0000 1111',
};
/** A data-source key as `openssl rand -hex 32` gives it (production needs one). */
const DATASOURCE_KEY = 'a'.repeat(64);

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
      bankAccount: DEMO_BANK_ACCOUNT,
      // The built-in microservices live on the server itself, the one host a trial may reach.
      forwarding: { selfOrigin: 'http://127.0.0.1:8080', allowedHosts: ['127.0.0.1:8080'] },
      // No key: a development server makes one under the data folder.
      dataSources: { key: undefined, ownHosts: [] },
      // The signing certificate is made under the data folder at the first signing.
      signing: {},
    });
  });

  it('takes the platform signing certificate (.p12) and its passphrase from the environment', () => {
    expect(
      loadConfig({ SIGNING_P12_PATH: 'keys/platform.p12', SIGNING_P12_PASSPHRASE: 'secret' }).signing,
    ).toEqual({
      p12Path: path.resolve('keys/platform.p12'),
      passphrase: 'secret',
    });
  });

  it('reads the data-source key (hex or base64, 32 bytes) and requires it in production', () => {
    expect(loadConfig({ DATASOURCE_KEY }).dataSources.key).toEqual(Buffer.alloc(32, 0xaa));
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ DATASOURCE_KEY: base64 }).dataSources.key).toEqual(Buffer.alloc(32, 7));
    expect(() => loadConfig({ DATASOURCE_KEY: 'short' })).toThrow(/DATASOURCE_KEY 必须是 32 字节的密钥/);
    expect(() => loadConfig({ NODE_ENV: 'production', ...PRODUCTION_ACCOUNT })).toThrow(
      /生产环境必须配置 DATASOURCE_KEY/,
    );
    // The server's own database and Redis are never a data source's target unless allowed.
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@db.internal/portal', REDIS_URL: 'redis://cache:6380' })
        .dataSources.ownHosts,
    ).toEqual(['db.internal:5432', 'cache:6380']);
  });

  it('lets the operator name the hosts a microservice trial may reach, refusing a malformed list', () => {
    const config = loadConfig({ PORT: '9090', MICRO_ALLOWED_HOSTS: 'iot.example.com:443,10.0.0.5:8000' });
    // The list replaces the default: the server itself is reached only if it is listed too.
    expect(config.forwarding.allowedHosts).toEqual(['iot.example.com:443', '10.0.0.5:8000']);
    expect(() => loadConfig({ MICRO_ALLOWED_HOSTS: 'http://iot.example.com/path' })).toThrow(
      /MICRO_ALLOWED_HOSTS/,
    );
  });

  it('reads every setting from the environment, treating empty values as unset', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/portal-data',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      NODE_ENV: 'production',
      LOG_LEVEL: '',
      DATASOURCE_KEY,
      ...PRODUCTION_ACCOUNT,
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '0.0.0.0',
      dataDir: '/tmp/portal-data',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      nodeEnv: 'production',
      logLevel: 'info',
      bankAccount: {
        accountName: '某某冷链平台有限公司',
        bankName: '某某银行某某支行',
        accountNumber: '6222 0000 1111',
      },
    });
  });

  it('refuses production without the platform bank account, or with only part of it; never shows the demo one there', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return error instanceof ConfigError ? error.message : String(error);
      }
      return 'started';
    };
    const required =
      '生产环境必须配置对公收款账户：PAYMENT_ACCOUNT_NAME、PAYMENT_BANK_NAME、PAYMENT_ACCOUNT_NUMBER';
    expect(refusal({ NODE_ENV: 'production', DATASOURCE_KEY })).toContain(required);
    expect(
      refusal({ NODE_ENV: 'production', DATASOURCE_KEY, PAYMENT_ACCOUNT_NAME: '某某冷链平台有限公司' }),
    ).toContain(required);
    expect(refusal({ PAYMENT_BANK_NAME: '某某银行某某支行' })).toContain(required);
    expect(refusal({ ...PRODUCTION_ACCOUNT, PAYMENT_ACCOUNT_NUMBER: '62220000-1111' })).toContain(
      'PAYMENT_ACCOUNT_NUMBER 只能是数字（可用空格分组），7-40 位',
    );
    expect(refusal({ NODE_ENV: 'production', DATASOURCE_KEY, ...PRODUCTION_ACCOUNT })).toBe('started');
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
