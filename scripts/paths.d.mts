export const DIST: string;
