export function siteOrigin(value?: string): string | null;
export function noindexShell(shell: string): string;
export function sitemapXml(paths: string[], origin: string): string;
export function robotsTxt(privatePaths: string[], origin: string | null): string;
