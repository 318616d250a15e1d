export type RouteChunk = { file: string; key: string | undefined; gzip: number };
export const BUDGET_KB: number;
export const ROUTES: Record<string, { page: string; locale: 'ru' | 'en' }>;
export function routeChunks(dist: string, pageSrc?: string, locale?: 'ru' | 'en'): RouteChunk[];
export function routeKb(dist: string, pageSrc?: string, locale?: 'ru' | 'en'): number;
export type ManifestChunk = { file: string; name?: string; css?: string[]; imports?: string[] };
export function readManifest(dist: string): Record<string, ManifestChunk>;
export function staticClosure(manifest: Record<string, ManifestChunk>, keys: string[]): ManifestChunk[];
export function shellMessagesKey(manifest: Record<string, ManifestChunk>, locale: 'ru' | 'en'): string;
