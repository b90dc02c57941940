import { type Envelope, ERROR_HTTP_STATUS, ErrorCode, type ErrorCodeName, errorMessage, type Locale } from '@app/shared';

/** The one error type services throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCodeName,
    readonly params: Record<string, string> = {},
    readonly data: unknown = null,
  ) {
    super(code);
  }
  get status(): number {
    return ErrorCode[this.code];
  }
  get httpStatus(): number {
    return ERROR_HTTP_STATUS[this.code];
  }
  toEnvelope(locale: Locale): Envelope<unknown> {
    return { status: this.status, msg: errorMessage(this.code, locale, this.params), data: this.data };
  }
}

export function ok<T>(data: T): Envelope<T> {
  return { status: 0, msg: 'ok', data };
}
