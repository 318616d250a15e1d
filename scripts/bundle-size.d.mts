export type RouteChunk = { file: string; key: string | undefined; gzip: number };
export function routeChunks(dist: string, pageSrc?: string): RouteChunk[];
export function routeKb(dist: string, pageSrc?: string): number;
