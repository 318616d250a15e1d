export function importTs(path: string): Promise<Record<string, unknown>>;
