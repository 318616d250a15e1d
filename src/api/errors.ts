/** Why a call failed; the component that started the action decides what to show. */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'schema' | 'aborted';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly endpoint: string,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
