import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendApiNotFound } from '../http/error-handling.ts';

const ONE_YEAR_S = 31_536_000;

/**
 * Serves the built single-page app: hashed assets cached for a year, everything that is
 * not an API path or a file answered with index.html (history-mode routing). Without a
 * build, non-API pages explain how to make one.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | null): Promise<void> {
  const indexFile = webDist ? path.join(webDist, 'index.html') : null;
  const hasBuild = indexFile !== null && fs.existsSync(indexFile);

  if (hasBuild && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      index: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? `public, max-age=${ONE_YEAR_S}, immutable` : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !isPage) return sendApiNotFound(reply);
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('前端尚未构建：请先运行 npm run build（npm start 会自动构建）。');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
