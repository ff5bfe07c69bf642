import { errorCodeForStatus } from '@portal/shared/errors';
import { MESSAGES } from '@portal/shared/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';
import { describeValidationErrors } from './validation-messages.ts';

/** Framework errors a client caused, with the Chinese message it gets. */
const CLIENT_ERRORS: Record<string, { status: number; msg: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, msg: MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, msg: MESSAGES.invalidJson },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, msg: MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, msg: '请求体长度不正确' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, msg: MESSAGES.bodyTooLarge },
};

function send(reply: FastifyReply, status: number, msg: string, data: unknown = null) {
  const errorCode = data === null ? errorCodeForStatus(status) : 'VALIDATION_FAILED';
  return reply.status(status).send({ code: status, msg, data, errorCode });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'application error');
      return reply.status(error.status).send({
        code: error.code,
        msg: error.message,
        data: error.fieldErrors ? { fieldErrors: error.fieldErrors } : null,
        errorCode: error.errorCode,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { msg, fieldErrors } = describeValidationErrors(error.validation, error.validationContext);
      return send(reply, 400, msg, { fieldErrors });
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return send(reply, known.status, known.msg);
    if (error.statusCode === 429) return send(reply, 429, MESSAGES.tooManyRequests);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return send(reply, error.statusCode, '请求有误');
    }
    // Anything else is our fault: log it whole, tell the client nothing of the internals.
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, MESSAGES.internalError);
  });
}

/**
 * Errors Fastify meets before it finds a route (`frameworkErrors`): a URL that is not valid
 * percent-encoding, a path parameter over the router's length limit. The envelope too.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return error.code === 'FST_ERR_MAX_PARAM_LENGTH'
    ? send(reply, 414, '请求地址过长')
    : send(reply, error.statusCode ?? 400, '请求地址不正确');
}

export function sendApiNotFound(reply: FastifyReply) {
  return send(reply, 404, MESSAGES.apiNotFound);
}
