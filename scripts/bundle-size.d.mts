export type RouteChunk = { file: string; key: string | undefined; gzip: number };
export const ROUTES: Record<string, { page: string; locale: 'ru' | 'en' }>;
export function routeChunks(dist: string, pageSrc?: string, locale?: 'ru' | 'en'): RouteChunk[];
export function routeKb(dist: string, pageSrc?: string, locale?: 'ru' | 'en'): number;
