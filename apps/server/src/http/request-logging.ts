import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per request, on completion, instead of Fastify's two (half the cost), with
 * the request id Fastify adds. The URL is logged without its query: a query may carry a
 * single-use code, and nothing secret goes to the logs.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url.split('?')[0],
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
