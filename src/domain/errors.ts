import { CHUNK_RELOAD_INTERVAL_MS } from './constants';

/** Whether an error means a lazily loaded chunk could not be fetched (a deploy replaced it, or the network dropped). */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i.test(
    text,
  );
}

/** A chunk failure reloads the page at most once per 60 s (SPEC.md section 8). */
export function shouldReloadForChunkError(lastReloadAt: number | null, now: number): boolean {
  return (
    lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS
  );
}

export type ErrorView = { status: number; message: string; notFound: boolean };

/** What the error page shows for a thrown value: status (default 500) and message. */
export function describeError(error: unknown): ErrorView {
  if (
    error &&
    typeof error === 'object' &&
    'status' in error &&
    typeof (error as { status: unknown }).status === 'number'
  ) {
    const e = error as { status: number; statusText?: string; data?: unknown; message?: string };
    const message = typeof e.data === 'string' && e.data ? e.data : e.statusText || e.message || '';
    return { status: e.status, message, notFound: e.status === 404 };
  }
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return { status: 500, message, notFound: false };
}

/** What a failed call means to the customer: their connection (no answer, or too late) or our server (an error or a bad answer). */
export function problemOf(kind: string | null | undefined): 'connection' | 'server' {
  return kind === 'network' || kind === 'timeout' ? 'connection' : 'server';
}
