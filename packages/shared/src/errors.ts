/**
 * Why a call failed, as a word a client decides by (DESIGN.md: no screen matches message
 * text). Every error answer carries one in `errorCode`, beside the spec's envelope
 * `{ code, msg, data }`, whose `code` and `msg` stay as the spec has them. Each code has the
 * HTTP status it answers with; the API document lists them.
 */
export const ERROR_CODES = {
  /** The request is malformed or a rule refused it (the message says which). */
  BAD_REQUEST: 400,
  /** A field broke its rule: `data.fieldErrors` names each field. */
  VALIDATION_FAILED: 400,
  /** No session, or it ended (the spec's code 600 / 50008 family). */
  NOT_LOGGED_IN: 401,
  /** The caller's role or tenant may not do this. */
  FORBIDDEN: 403,
  /** The account must finish certification first. */
  CERTIFICATION_INCOMPLETE: 403,
  /** The account was disabled by an operator: it may not sign in. */
  ACCOUNT_DISABLED: 403,
  NOT_FOUND: 404,
  /** The phone number has no account (password recovery). */
  PHONE_NOT_REGISTERED: 404,
  /** The state changed under the call (a submission under review, an order no longer payable). */
  CONFLICT: 409,
  /**
   * The order has no transfer receipt: confirming its payment needs the operator's explicit
   * word (`withoutReceipt`), given after the desk asked once more.
   */
  RECEIPT_MISSING: 409,
  /**
   * The product type still has supply or demand entries: retiring it needs the operator's
   * explicit word (`confirm`), given after the screen warned with the count.
   */
  TYPE_IN_USE: 409,
  /** The phone number already has an account (registration). */
  ACCOUNT_TAKEN: 409,
  /** The password-reset ticket is unknown, used or expired: start again. */
  RESET_TICKET_INVALID: 400,
  /** An upload did not say how long it is. */
  LENGTH_REQUIRED: 411,
  /** The body or an uploaded file is larger than allowed, or the storage cap is reached. */
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** Too many calls in a while: try again later. */
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** A microservice forwarded to failed to answer (refused the connection, broke off). */
  UPSTREAM_FAILED: 502,
  /** A dependency (the database, the CJK font) is missing for now. */
  UNAVAILABLE: 503,
  /** A microservice forwarded to did not answer in time. */
  UPSTREAM_TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The code an error answer carries when its thrower named none: the one its status means. */
export function errorCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'NOT_LOGGED_IN';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 411:
      return 'LENGTH_REQUIRED';
    case 413:
      return 'TOO_LARGE';
    case 414:
      return 'BAD_REQUEST';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 502:
      return 'UPSTREAM_FAILED';
    case 503:
      return 'UNAVAILABLE';
    case 504:
      return 'UPSTREAM_TIMEOUT';
    default:
      return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}
