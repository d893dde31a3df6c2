export const FIREFOX: string;
export const WEBKIT_DRIVER: string;
export const MINIBROWSER: string;
export const XVFB_RUN: string;
export function ensureEngines(): void;
