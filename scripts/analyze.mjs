// Which packages cost how many gzipped bytes in the widgets build: npm run build -- analyze
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

process.env.NODE_ENV = 'production';
process.env.EW_SPLIT_BY_PACKAGE = '1';
const out = await build({ logLevel: 'silent', mode: 'widgets', build: { write: false } });
const rows = [out]
  .flat()
  .flatMap((o) => o.output)
  .filter((f) => f.type === 'chunk')
  .map((f) => [f.fileName.replace(/-[\w-]{8}\.js$/, ''), f.code.length, gzipSync(f.code, { level: 9 }).length]);
rows.sort((a, b) => b[2] - a[2]);
console.log('chunk\tbytes\tgzip');
for (const r of rows) console.log(r.join('\t'));
console.log(`total\t${rows.reduce((s, r) => s + r[1], 0)}\t${rows.reduce((s, r) => s + r[2], 0)}`);
