export const OUT: string;
export const MANIFEST: string;
export interface PictureEntry {
  slots: string[];
  bytes: number;
  br: number;
  sha256: string;
}
export const PICTURES: Record<string, { slots: string[]; svg(): string }>;
export function brotliBytes(text: string | Uint8Array): number;
export function compose(): { files: Record<string, string>; manifest: Record<string, PictureEntry> };
