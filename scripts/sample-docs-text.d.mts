export const DOCS: Record<string, { title: string; sections: [string, string][] }>;
