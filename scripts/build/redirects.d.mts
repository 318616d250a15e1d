export function apiBaseOf(env?: Record<string, string | undefined>): string | undefined;
export function redirectsFile(options?: { shell?: string; apiBase?: string }): string;
export function apiProxyTarget(text: string): string | undefined;
