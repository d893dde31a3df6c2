// The host pages' type declarations (widgets/registry/host-types.ts), formatted as the tree is:
// `node scripts/host-types.mjs` rewrites the checked-in copy, widgets/ew-widgets.d.ts (what the site,
// docs/examples and the partner package's src compile against); the build writes the same text beside
// the loader, and the partner package's build (packages/embed/build.mjs) into its dist/ when packed.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { register } from 'tsx/esm/api';

export const CHECKED_IN = fileURLToPath(new URL('../widgets/ew-widgets.d.ts', import.meta.url));

/** The declaration file's text, prettier-formatted with the project's config. */
export async function hostTypesText() {
  register();
  const { REGISTRY } = await import('../widgets/registry/index.ts');
  const { hostTypes } = await import('../widgets/registry/host-types.ts');
  const options = (await resolveConfig(CHECKED_IN)) ?? {};
  return format(hostTypes(REGISTRY), { ...options, parser: 'typescript' });
}

export async function writeHostTypes(path = CHECKED_IN) {
  writeFileSync(path, await hostTypesText());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeHostTypes(CHECKED_IN);
}
