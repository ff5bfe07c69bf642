import net from 'node:net';
import { CONNECTION_TIMEOUT_MS, DATA_SOURCE_TEXTS, type DataSourceType } from '@portal/shared/datasource';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { AppError } from '../http/errors.ts';
import { checkedTarget, ForwardingError } from '../micro/forwarding.ts';

/**
 * 测试连接 (issue 21 part 5): a real connection to a PostgreSQL or MySQL server, bounded by
 * CONNECTION_TIMEOUT_MS, its outcome told in Chinese. The host goes through the forwarding's
 * check first (micro/forwarding.ts): it is resolved once, every address must be public unless the
 * operator allowed that `host:port` (MICRO_ALLOWED_HOSTS), and the connection goes to the address
 * checked. This server's own database and Redis are refused unless allowed the same way.
 */

export interface ConnectionTarget {
  dbType: DataSourceType;
  dbHost: string;
  dbPort: number;
  dbUsername: string;
  dbPassword: string;
  dbName: string;
}

export interface ConnectionPolicy {
  /** `host:port` pairs reached whatever they resolve to (the forwarding's allowed hosts). */
  allowedHosts: readonly string[];
  /** `host:port` of this server's own database and Redis: refused unless allowed. */
  ownHosts: readonly string[];
  timeoutMs?: number;
}

export type ConnectionOutcome = { connected: true } | { connected: false; reason: string };

const refused = () =>
  new AppError(400, DATA_SOURCE_TEXTS.addressRefused, {
    fieldErrors: { dbHost: DATA_SOURCE_TEXTS.addressRefused },
  });

/** The address to connect to, checked; a refusal is a 400 on the host field, before any attempt. */
export async function checkedAddress(target: ConnectionTarget, policy: ConnectionPolicy): Promise<string> {
  const host = target.dbHost.includes(':') ? `[${target.dbHost}]` : target.dbHost;
  let url: URL;
  try {
    url = new URL(`http://${host}:${target.dbPort}`);
  } catch {
    throw new AppError(400, DATA_SOURCE_TEXTS.hostWrong, {
      fieldErrors: { dbHost: DATA_SOURCE_TEXTS.hostWrong },
    });
  }
  const pair = `${url.hostname}:${url.port || '80'}`;
  if (policy.ownHosts.includes(pair) && !policy.allowedHosts.includes(pair)) throw refused();
  try {
    return (await checkedTarget(url, policy.allowedHosts)).address;
  } catch (error) {
    if (error instanceof ForwardingError && error.refusal.kind === 'unresolved')
      throw new AppError(400, DATA_SOURCE_TEXTS.unresolved, {
        fieldErrors: { dbHost: DATA_SOURCE_TEXTS.unresolved },
      });
    if (error instanceof ForwardingError) throw refused();
    throw error;
  }
}

class Timeout extends Error {}

async function within<T>(ms: number, work: Promise<T>, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new Timeout());
    }, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

interface DriverError {
  code?: string;
  errno?: number;
  message?: string;
}

/** The driver's reason, told in Chinese (its own words kept for what we do not know). */
export function reasonOf(
  error: unknown,
  target: Pick<ConnectionTarget, 'dbName' | 'dbUsername'>,
  timeoutMs: number,
): string {
  if (error instanceof Timeout) return `连接超时：${timeoutMs / 1000} 秒内没有响应`;
  const { code, errno, message = '' } = (error ?? {}) as DriverError;
  switch (code) {
    // PostgreSQL
    case '3D000':
      return `数据库「${target.dbName}」不存在`;
    case '28P01':
      return '用户名或密码错误';
    case '28000':
      return `用户「${target.dbUsername}」无权从此地址登录`;
    case '57P03':
      return '数据库正在启动或暂不可用';
    case '53300':
      return '数据库连接数已满';
    // MySQL
    case 'ER_ACCESS_DENIED_ERROR':
      return '用户名或密码错误';
    case 'ER_BAD_DB_ERROR':
      return `数据库「${target.dbName}」不存在`;
    case 'ER_DBACCESS_DENIED_ERROR':
      return `用户「${target.dbUsername}」无权访问数据库「${target.dbName}」`;
    case 'ER_HOST_NOT_PRIVILEGED':
      return '数据库不允许从此地址连接';
    // The network
    case 'ECONNREFUSED':
      return '连接被拒绝：该地址的端口上没有数据库在监听';
    case 'ETIMEDOUT':
      return `连接超时：${timeoutMs / 1000} 秒内没有响应`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return '网络不可达，请检查主机地址';
    case 'ECONNRESET':
    case 'PROTOCOL_CONNECTION_LOST':
      return '连接被对方断开：该端口可能不是所选类型的数据库';
  }
  if (errno === 1045) return '用户名或密码错误';
  if (/timeout/i.test(message)) return `连接超时：${timeoutMs / 1000} 秒内没有响应`;
  return message ? `数据库驱动报告：${message.slice(0, 200)}` : '未知原因';
}

async function tryPostgres(address: string, target: ConnectionTarget, timeoutMs: number): Promise<void> {
  // Our own socket: given up, it is destroyed whatever state the driver is in.
  const socket = new net.Socket();
  const client = new pg.Client({
    stream: () => socket,
    host: address,
    port: target.dbPort,
    user: target.dbUsername,
    password: target.dbPassword,
    database: target.dbName || target.dbUsername,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
  });
  // A late error of a dropped connection is nobody's.
  client.on('error', () => undefined);
  try {
    await within(
      timeoutMs,
      client.connect().then(() => client.query('select 1')),
      () => socket.destroy(),
    );
  } finally {
    await client.end().catch(() => undefined);
    socket.destroy();
  }
}

async function tryMysql(address: string, target: ConnectionTarget, timeoutMs: number): Promise<void> {
  let connection: mysql.Connection | undefined;
  const connecting = mysql
    .createConnection({
      host: address,
      port: target.dbPort,
      user: target.dbUsername,
      password: target.dbPassword,
      ...(target.dbName ? { database: target.dbName } : {}),
      connectTimeout: timeoutMs,
    })
    .then(async (opened) => {
      connection = opened;
      await opened.ping();
    });
  try {
    await within(timeoutMs, connecting, () => connection?.destroy());
  } finally {
    connection?.destroy();
    // A connection that opens after the timeout is closed as soon as it does.
    connecting.then(() => connection?.destroy()).catch(() => undefined);
  }
}

/** Checks the address, then connects once (PostgreSQL and MySQL only; the caller checks the type). */
export async function tryConnection(
  target: ConnectionTarget,
  policy: ConnectionPolicy,
): Promise<ConnectionOutcome> {
  const timeoutMs = policy.timeoutMs ?? CONNECTION_TIMEOUT_MS;
  const address = await checkedAddress(target, policy);
  try {
    if (target.dbType === 'PostgreSQL') await tryPostgres(address, target, timeoutMs);
    else if (target.dbType === 'MySQL') await tryMysql(address, target, timeoutMs);
    else return { connected: false, reason: DATA_SOURCE_TEXTS.testUnavailable };
    return { connected: true };
  } catch (error) {
    return { connected: false, reason: reasonOf(error, target, timeoutMs) };
  }
}
