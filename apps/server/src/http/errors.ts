/** The one error type domain code throws; the error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    /** HTTP status, also used as the envelope code unless `code` says otherwise. */
    readonly status: number,
    message: string,
    readonly code: number = status,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError(404, message);
export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError(400, message, 400, fieldErrors);
