export const COMPRESSIBLE: Set<string>;
export function brotli(content: Uint8Array): Buffer;
export function gzip(content: Uint8Array): Buffer;
export function precompress(dir: string): number;
