// One error type for everything the API refuses on purpose. The error handler turns it into
// { message, code, fields? } with the status from this table; anything else becomes a plain 500.

export const ERROR_STATUS = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media: 415,
  rate_limited: 429,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (what = 'Not found') => new AppError('not_found', what);
export const unauthorized = (message = 'Please sign in to continue.') => new AppError('unauthorized', message);
export const forbidden = (message = 'You are not allowed to do that.') => new AppError('forbidden', message);
