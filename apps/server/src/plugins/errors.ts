import {
  declaresError,
  ErrorCode,
  UNKNOWN_ERROR_MESSAGE,
  type ApiErrorBody,
} from '@citybook/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.ts';

const fastifyCodes: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ErrorCode.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: ErrorCode.payloadTooLarge,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ErrorCode.validation,
  FST_ERR_CTP_INVALID_JSON_BODY: ErrorCode.validation,
  FST_ERR_CTP_EMPTY_JSON_BODY: ErrorCode.validation,
};

function describeValidation(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return 'The request is not valid.';
  const first = error.validation[0];
  if (!first) return 'The request is not valid.';
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const where = field
    ? `${error.validationContext ?? 'request'}.${field}`
    : (error.validationContext ?? 'request');
  return `${where}: ${first.message}`;
}

export interface ErrorsOptions {
  /**
   * Refuse (with a 500 and an error log line) any error answer the route's contract declaration
   * does not list: the API tests turn this on, so the contract cannot drift from the server.
   */
  checkAnswers?: boolean;
}

/** The one place that turns failures into the API contract's error body; 5xx details stay in the log. */
export const errorsPlugin = fp(function errors(app: FastifyInstance, opts: ErrorsOptions) {
  app.setErrorHandler<FastifyError, { Reply: ApiErrorBody }>((error, request, reply) => {
    if (error instanceof HttpError) {
      const endpoint = request.routeOptions.config.endpoint;
      if (opts.checkAnswers && endpoint && !declaresError(endpoint, error.statusCode, error.code)) {
        const undeclared = { status: error.statusCode, code: error.code, endpoint: endpoint.name };
        request.log.error({ undeclared }, 'error answer not declared in the contract');
        return reply.status(500).send({ code: ErrorCode.unknown, message: UNKNOWN_ERROR_MESSAGE });
      }
      return reply.status(error.statusCode).send({ code: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(400)
        .send({ code: ErrorCode.validation, message: describeValidation(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = fastifyCodes[error.code] ?? (status === 429 ? ErrorCode.rateLimited : status);
      return reply.status(status).send({ code, message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: ErrorCode.unknown, message: UNKNOWN_ERROR_MESSAGE });
  });
});

/**
 * Fastify's `frameworkErrors`: failures met before any route (a broken %-escape in the path, a path
 * parameter over the length limit) answer in the contract's shape like every other refusal.
 */
export function frameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 500;
  // These answers skip the hooks that set it on every other answer.
  void reply.header('x-request-id', request.id);
  if (status >= 400 && status < 500) {
    const message =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'The address is too long.'
        : 'The address is not valid.';
    void reply.status(status).send({ code: ErrorCode.validation, message });
    return;
  }
  request.log.error({ err: error }, 'request failed');
  void reply.status(500).send({ code: ErrorCode.unknown, message: UNKNOWN_ERROR_MESSAGE });
}

export function sendApiNotFound(reply: {
  status(code: number): { send(body: ApiErrorBody): unknown };
}) {
  return reply.status(404).send({ code: ErrorCode.notFound, message: 'Not found.' });
}
