import { build } from 'vite';
process.env.NODE_ENV = 'production';
const out = await build({ logLevel: 'silent', mode: 'widgets', build: { write: false } });
const chunks = [out].flat().flatMap((o) => o.output).filter((f) => f.type === 'chunk');
const byName = new Map(chunks.map((c) => [c.fileName, c]));
const want = process.argv[2] || 'callback-form';
const entry = chunks.find((c) => c.isEntry && c.name === want);
const seen = new Set(); const stack = [entry.fileName];
while (stack.length) { const f = stack.pop(); if (seen.has(f)) continue; seen.add(f); stack.push(...byName.get(f).imports); }
const rows = [];
for (const f of seen) for (const [id, m] of Object.entries(byName.get(f).modules)) rows.push([m.renderedLength, id.replace(/.*node_modules\//, 'nm/').replace(process.cwd(), ''), f]);
rows.sort((a, b) => b[0] - a[0]);
const pk = new Map();
for (const r of rows) { const k = r[1].startsWith('nm/') ? r[1].split('/').slice(1, r[1].includes('/@') ? 3 : 2).join('/') : r[1].split('/').slice(0,3).join('/'); pk.set(k, (pk.get(k) ?? 0) + r[0]); }
console.log([...pk].sort((a,b)=>b[1]-a[1]).slice(0,40).map(([k,v])=>`${v}\t${k}`).join('\n'));
console.log('---');
console.log(rows.slice(0, 60).map((r) => r.join('\t')).join('\n'));
