export function pdf(doc: { title: string; sections: [string, string][] }): string;
