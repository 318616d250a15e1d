export function findChromium(): string | undefined;
export function ensureBrowser(): string | undefined;
