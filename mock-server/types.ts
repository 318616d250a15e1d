/** What a handler sees of a request: plain data, no Mirage. */
export type MockRequest = {
  method: 'GET' | 'POST';
  path: string;
  query: Record<string, string>;
  body: unknown;
};

/** What a handler answers: a status (200 by default) and a JSON body. */
export type MockAnswer = { status?: number; body: unknown };

/** A plain function: the same input gives the same answer; it may change the mock database. */
export type Handler<Db> = (db: Db, request: MockRequest) => MockAnswer;

/** Reads a field of a JSON body as a string ('' when absent). */
export function field(body: unknown, key: string): string {
  if (body && typeof body === 'object' && key in body) {
    const value = (body as Record<string, unknown>)[key];
    return value === undefined || value === null ? '' : String(value);
  }
  return '';
}
