import fastifyMultipart from '@fastify/multipart';
import { MESSAGES } from '@portal/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.ts';

/**
 * Bounds of every multipart body, whatever route reads it. Without them busboy kept any
 * number of text fields in memory before the file (200 fields of 1 MB: +170 MB, 7 s).
 * A route may narrow them (the file size) when it reads its file.
 */
export const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  /** Bytes of one text field; longer values are cut. */
  fieldSize: 1024,
  fields: 10,
  files: 1,
  parts: 11,
  /** Header lines of one part. */
  headerPairs: 20,
};

const TOO_MANY: Record<string, string> = {
  FST_FIELDS_LIMIT: '上传内容的字段过多',
  FST_FILES_LIMIT: '上传内容的文件过多',
  FST_PARTS_LIMIT: '上传内容的部分过多',
};

const isMultipartRequest = (request: FastifyRequest) =>
  /^multipart\//i.test(request.headers['content-type'] ?? '');

/**
 * Registers the multipart parser with its bounds. The whole body is bounded too, by the
 * route's `bodyLimit` (1 MB unless the route says more): the announced length is checked
 * before a byte is read, and a body that announces none (chunked) is refused, so nothing
 * can stream past the bound.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  app.addHook('onRequest', async (request, reply) => {
    if (!isMultipartRequest(request)) return;
    const announced = request.headers['content-length'];
    // The rest of the body is not read: the connection ends with the answer.
    if (announced === undefined) {
      reply.header('Connection', 'close');
      throw new AppError(411, '上传请求缺少长度（Content-Length）');
    }
    if (Number(announced) > request.routeOptions.bodyLimit) {
      reply.header('Connection', 'close');
      throw new AppError(413, MESSAGES.bodyTooLarge);
    }
  });
}

/**
 * The one file of a multipart request, read into memory within `maxBytes`. Whatever goes
 * wrong while reading the body is the client's doing: 400 or 413 with a Chinese message,
 * never a 500 with a stack in the log.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  options: { field: string; maxBytes: number; missing: string; tooLarge: string },
): Promise<Buffer> {
  return (await readNamedUpload(request, options)).content;
}

/** The one file of a multipart request with the name the browser gave it (to show, never to trust). */
export async function readNamedUpload(
  request: FastifyRequest,
  options: { field: string; maxBytes: number; missing: string; tooLarge: string },
): Promise<{ content: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw new AppError(400, options.missing);
  try {
    const file = await request.file({ limits: { fileSize: options.maxBytes } });
    if (file?.fieldname !== options.field) throw new AppError(400, options.missing);
    const content = await file.toBuffer();
    if (file.file.truncated) throw new AppError(400, options.tooLarge);
    return { content, fileName: file.filename ?? '' };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(400, options.tooLarge);
    const tooMany = TOO_MANY[code];
    if (tooMany) throw new AppError(413, tooMany);
    throw new AppError(400, '上传内容格式不正确');
  }
}
