/**
 * Build step of the kiosk (vite.config.ts, mode "kiosk"): names the build by a hash of its assets
 * and writes that name where it is needed once the bundle is final:
 *   - index.html  <meta name="ew-kiosk-version">: the version the running page compares with the
 *                 server's X-App-Version (a different one: reload);
 *   - sw.js       the cache name and the list of assets to keep for offline starts;
 *   - version.json  read by the server, which sends it as X-App-Version.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

const VERSION_TOKEN = /__EW_KIOSK_VERSION__/g;
const PRECACHE_TOKEN = /(["'`])__EW_KIOSK_PRECACHE__\1/;

export function kioskVersion(): Plugin {
  return {
    name: 'ew-kiosk-version',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const assets = files
        .map((f) => f.fileName)
        .filter(
          (name) => name !== 'index.html' && name !== 'sw.js' && name !== 'version.json' && !name.endsWith('.map'),
        )
        .sort();
      const hash = createHash('sha256');
      for (const name of assets) {
        const f = bundle[name]!;
        hash
          .update(name)
          .update(f.type === 'chunk' ? f.code : typeof f.source === 'string' ? f.source : Buffer.from(f.source));
      }
      const version = hash.digest('hex').slice(0, 12);
      for (const f of files) {
        if (f.fileName === 'index.html' && f.type === 'asset') {
          f.source = String(f.source).replace(VERSION_TOKEN, version);
        } else if (f.fileName === 'sw.js' && f.type === 'chunk') {
          if (!PRECACHE_TOKEN.test(f.code)) this.error('sw.js: the precache placeholder is missing');
          f.code = f.code
            .replace(VERSION_TOKEN, version)
            .replace(PRECACHE_TOKEN, JSON.stringify(JSON.stringify(assets)));
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ version, assets }, null, 2)}\n`,
      });
    },
  };
}
