import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import type { ErrorBody, PlatformErrorCode, ValidationIssue } from '@polis/api-contract';

type SchemaErrorFormatter = NonNullable<FastifyServerOptions['schemaErrorFormatter']>;
type FrameworkErrors = NonNullable<FastifyServerOptions['frameworkErrors']>;
type SchemaIssue = Parameters<SchemaErrorFormatter>[0][number];

export const errorBody = (code: PlatformErrorCode | string, message: string, details?: unknown): ErrorBody =>
  details === undefined ? { error: { code, message } } : { error: { code, message, details } };

/**
 * A refusal a handler decides on after the schema passed (a rule across fields, a date that does not
 * exist): thrown, it answers `status` with `{ error: { code, message, details? } }` like schema failures,
 * and `headers` (a 429's `Retry-After`).
 */
export class RequestError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: PlatformErrorCode | string,
    message: string,
    readonly details?: unknown,
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

/** Fastify's own error codes (body parsing, routing) and the stable code a client sees for each. */
const FASTIFY_CODES: Readonly<Record<string, PlatformErrorCode>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_BAD_URL: 'bad_request',
  FST_ERR_MAX_PARAM_LENGTH: 'bad_request',
  FST_ERR_NOT_FOUND: 'not_found',
  FST_ERR_VALIDATION: 'validation',
};

const CODES_BY_STATUS: Readonly<Record<number, PlatformErrorCode>> = {
  400: 'bad_request',
  401: 'unauthorized',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** Ajv's pointer names the parent of a missing property; point at the property itself instead. */
function issueOf(part: string, issue: SchemaIssue): ValidationIssue {
  const missing = issue.keyword === 'required' ? issue.params?.missingProperty : undefined;
  const path = typeof missing === 'string' ? `${issue.instancePath}/${missing}` : issue.instancePath;
  return { part, path, message: issue.message ?? 'is invalid' };
}

interface ValidationFailure extends Error {
  issues: ValidationIssue[];
}

/**
 * One readable sentence per failed rule ("body/passportNumber must match pattern ...") and the issues as
 * data for `details`. Ajv messages name the rule, never the offending value, so nothing personal leaks.
 */
export const schemaErrorFormatter: SchemaErrorFormatter = (errors, dataVar) => {
  const issues = errors.map((e) => issueOf(dataVar, e));
  const text = issues.map((i) => `${i.part}${i.path} ${i.message}`).join('; ');
  return Object.assign(new Error(text || `${dataVar} is invalid`), { issues });
};

const isValidationFailure = (error: unknown): error is ValidationFailure =>
  error instanceof Error && Array.isArray((error as Partial<ValidationFailure>).issues);

/**
 * The answer to any error: 4xx keep their status with a stable code; everything else becomes a 500 whose
 * message says nothing about the internals. Only the error (never the request body, which holds passport
 * numbers and cards) is logged for a 500.
 */
export function replyToError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof RequestError) {
    if (error.headers) reply.headers(error.headers);
    return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.details));
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (error.validation) {
    const issues = isValidationFailure(error)
      ? error.issues
      : error.validation.map((e) => issueOf(error.validationContext ?? 'body', e));
    return reply.code(400).send(errorBody('validation', error.message, issues));
  }
  if (status >= 400 && status < 500) {
    const code = FASTIFY_CODES[error.code] ?? CODES_BY_STATUS[status] ?? 'bad_request';
    request.log.info({ code, status }, 'request refused');
    return reply.code(status).send(errorBody(code, error.message));
  }
  // A deliberate 502-504 keeps its status: clients retry those (ARCHITECTURE.md), but not a plain 500.
  const serverStatus = status >= 502 && status <= 504 ? status : 500;
  request.log.error(
    // Not `err: error`: pino would copy every enumerable field, and driver errors carry row values (pg `detail`).
    { err: { type: error.name, code: error.code, message: error.message, stack: error.stack } },
    'unexpected error',
  );
  return reply
    .code(serverStatus)
    .send(errorBody('internal', 'Something went wrong on our side; please try again'));
}

/** Errors Fastify raises before a route is chosen (undecodable URL, over-long parameter). */
export const frameworkErrors: FrameworkErrors = (error, request, reply) => {
  replyToError(error, request, reply);
};

/** Unknown routes outside /api (POST /anything, ...); /api has its own JSON 404 with the same shape. */
export function replyNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(404)
    .send(errorBody('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`));
}

/**
 * Root-level error handling. Call it before registering any route: routes take the handler in force where
 * they are declared. A plugin that needs another error style (Payme's JSON-RPC answers HTTP 200) calls
 * its own `setErrorHandler`, which Fastify's encapsulation lets win inside that plugin.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setSchemaErrorFormatter(schemaErrorFormatter);
  app.setErrorHandler(replyToError);
  app.setNotFoundHandler(replyNotFound);
}
