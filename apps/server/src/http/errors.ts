import { type ErrorCode, errorCodeForStatus } from '@portal/shared/errors';

export interface AppErrorOptions {
  /** The envelope's `code` when the spec gives one other than the status (4001, 600…). */
  code?: number;
  /** Why, for the client to decide by (`packages/shared/src/errors.ts`); the status's own by default. */
  errorCode?: ErrorCode;
  /** The message of each refused field. */
  fieldErrors?: Record<string, string>;
}

/** The one error type domain code throws; the error handler turns it into the envelope. */
export class AppError extends Error {
  /** The envelope's code: the HTTP status unless the spec says otherwise. */
  readonly code: number;
  readonly errorCode: ErrorCode;
  readonly fieldErrors: Record<string, string> | undefined;

  constructor(
    /** HTTP status. */
    readonly status: number,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = options.code ?? status;
    this.fieldErrors = options.fieldErrors;
    this.errorCode =
      options.errorCode ?? (options.fieldErrors ? 'VALIDATION_FAILED' : errorCodeForStatus(status));
  }
}

export const notFound = (message: string) => new AppError(404, message);
export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError(400, message, fieldErrors ? { fieldErrors } : {});
