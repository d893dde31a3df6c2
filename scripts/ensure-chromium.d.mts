export const CHROMIUM: string;
export const CHROMIUM_BASE_ARGS: string[];
export const PLAYWRIGHT_DISABLED_FEATURES: string[];
export function chromiumArgs(disable?: string[]): string[];
export const CHROMIUM_ARGS: string[];
export function ensureChromium(): string;
export function aptInstall(packages: string[], what: string): void;
