/**
 * Whether two answers of the server carry the same data (plain JSON values, in the same order). A store keeps what
 * it has when a fresh answer is the same, so nothing that reads it renders again.
 */
export const sameData = (a: unknown, b: unknown): boolean =>
  a === b || JSON.stringify(a) === JSON.stringify(b);
