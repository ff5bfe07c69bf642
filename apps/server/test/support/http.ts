import { healthApi } from '@portal/shared/api';

/** A 1×1 PNG: the smallest upload the server accepts. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body of named parts (files as Buffers), with its content type. */
export function multipartBody(
  parts: { name: string; value: string | Buffer; filename?: string; type?: string }[],
  boundary = '----portal-fuzz-boundary',
): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type === undefined ? '' : `\r\nContent-Type: ${part.type}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Remote addresses never used before in this process, so per-address throttles stay out of the way. */
let addressCounter = 0;
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/**
 * The longest `/api/health` took while `pending` was on its way, asked every 10 ms: how long the
 * server kept anyone else waiting.
 */
export async function slowestHealthWhile(
  app: { inject: (options: { method: 'GET'; url: string }) => PromiseLike<{ statusCode: number }> },
  pending: Promise<unknown>,
): Promise<number> {
  let done = false;
  const settled = pending.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  let slowest = 0;
  while (!done) {
    const asked = performance.now();
    const health = await app.inject({ method: 'GET', url: healthApi.health.path });
    if (health.statusCode !== 200) throw new Error(`${healthApi.health.path} answered ${health.statusCode}`);
    slowest = Math.max(slowest, performance.now() - asked);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await settled;
  return slowest;
}
