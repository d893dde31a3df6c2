export const CHROMIUM: string;
export const CHROMIUM_ARGS: string[];
export function ensureChromium(): string;
export function aptInstall(packages: string[], what: string): void;
