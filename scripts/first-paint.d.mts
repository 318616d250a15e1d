export const SHELL: string;
export const AFTER_FIRST_PAINT: string[];
export const FIRST_PAINT_PARTS: Record<string, string>;
export function staticSources(root: string, entries: string[]): Set<string>;
export function messageParts(root: string, keys: string[]): { first: string[]; parts: Record<string, string[]>; more: string[] };
export function firstPaintChunks(root: string): (id: string) => string | undefined;
