export const CHECKED_IN: string;
export function hostTypesText(): Promise<string>;
export function writeHostTypes(path?: string): Promise<void>;
