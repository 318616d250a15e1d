/** Why a call failed; the component that started the action decides what to show. */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'schema' | 'aborted';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly endpoint: string,
    message: string,
    readonly status?: number,
    /** The answer was an HTML page instead of JSON (a static host's fallback): a route that is not the API's. */
    readonly notJson = false,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Statuses that say the route does not exist on this backend (not found, method not allowed, not implemented). */
const MISSING_ROUTE_STATUSES: readonly number[] = [404, 405, 501];

/**
 * Whether a call failed because the backend has no such route: 404/405/501, or an HTML page instead of
 * JSON (a static host's fallback; cut-off JSON is a fault, not this). The shop's own calls (DECISIONS.md section 2) then degrade instead of failing.
 */
export function isMissingRoute(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'http')
    return error.status !== undefined && MISSING_ROUTE_STATUSES.includes(error.status);
  return error.kind === 'schema' && error.notJson;
}
