// Lint: typescript-eslint's recommended rules, the rules of hooks, no import cycles, and the one-way
// imports of DESIGN.md: shared <- widgets <- site / kiosk / demo; server <- shared; no widget imports
// another widget; a site page imports no other page.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('.', import.meta.url));
const ours = (dirs) => dirs.map((d) => `**/${d}/**`);
// import-x reads our TypeScript files (imports name their files: .ts/.tsx, found by the node resolver).
const resolver = {
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
};

/**
 * What widgets share (every widget may import these); every other folder of widgets/ is one widget,
 * except the registry, which reads each widget's declaration (widget.ts) and nothing else of it.
 */
const WIDGET_COMMONS = ['runtime', 'ui', 'wizard', 'registry'];
const widgetFolders = readdirSync(new URL('./widgets', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'registry')
  .map((d) => d.name);
const REACT_CODE = ['{widgets,site,kiosk,demo}/**/*.{ts,tsx}', 'packages/embed/src/**/*.{ts,tsx}'];
const forbid = (dirs, why) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: ours(dirs), message: why }] }],
});

const VALIBOT_GRAPHEMES = ['minGraphemes', 'maxGraphemes'].map((property) => ({
  object: 'v',
  property,
  message: `Use ${property} of shared/graphemes.ts: valibot's throws without Intl.Segmenter (Firefox < 125).`,
}));

/** The code that runs in a visitor's browser (not server/, scripts/ or tests). */
const BROWSER_CODE = ['{widgets,shared,site,kiosk,demo}/**/*.{ts,tsx}'];
const FLOOR = 'above the support floor (Safari/iOS 15.0; README "Browser support")';
const FLOOR_PROPERTIES = [
  {
    object: 'Object',
    property: 'hasOwn',
    message: `Object.hasOwn is Safari 15.4+, ${FLOOR}: use hasOwn of shared/own.ts.`,
  },
  {
    object: 'crypto',
    property: 'randomUUID',
    message: `crypto.randomUUID is Safari 15.4+, ${FLOOR}: use crypto.getRandomValues.`,
  },
  {
    object: 'window',
    property: 'structuredClone',
    message: `structuredClone is Safari 15.4+, ${FLOOR}: copy the plain data yourself (JSON or spread).`,
  },
];
const FLOOR_METHODS = {
  at: 'Array/String .at() is Safari 15.4+: index from the length (a[a.length - 1]).',
  findLast: '.findLast() is Safari 15.4+: loop from the end, or copy and reverse.',
  findLastIndex: '.findLastIndex() is Safari 15.4+: loop from the end.',
  toSorted: '.toSorted() is Safari 16+: [...a].sort().',
  toReversed: '.toReversed() is Safari 16+: [...a].reverse().',
  toSpliced: '.toSpliced() is Safari 16+: copy, then splice.',
};
const FLOOR_SYNTAX = Object.entries(FLOOR_METHODS).map(([name, why]) => ({
  selector: `CallExpression[callee.type='MemberExpression'][callee.property.name='${name}']`,
  message: `${why} The call is ${FLOOR}.`,
}));
const FLOOR_GLOBALS = [
  { name: 'structuredClone', message: `structuredClone is Safari 15.4+, ${FLOOR}: copy the plain data yourself.` },
  {
    name: 'requestIdleCallback',
    message: `Safari has no requestIdleCallback (${FLOOR}): window.requestIdleCallback ?? setTimeout.`,
  },
];

export const boundaries = [
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: forbid(['widgets', 'site', 'kiosk', 'demo', 'server'], 'shared/ imports nothing else of ours (DESIGN.md).'),
  },
  {
    files: ['widgets/**/*.{ts,tsx}'],
    rules: forbid(['site', 'kiosk', 'demo', 'server'], 'widgets/ may import shared/ only (DESIGN.md).'),
  },
  {
    // The component-test harness ships in no widget. (Replaces the options above for these files: repeated.)
    files: ['widgets/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ours(['site', 'kiosk', 'demo', 'server']),
              message: 'widgets/ may import shared/ only (DESIGN.md).',
            },
            { group: ['**/runtime/testing.tsx'], message: 'widgets/runtime/testing.tsx is for component tests only.' },
          ],
        },
      ],
    },
  },
  {
    // Checked on the resolved file, so a file at any depth (widgets/<w>/steps/x.ts) and any spelling of
    // the path ("../../<other>/", "../../../widgets/<other>/") is caught. The shared parts' own tests
    // may drive real widgets (e.g. the runtime prerendering them); a widget's tests may not.
    files: ['widgets/**/*.{ts,tsx}'],
    ignores: [`widgets/{${WIDGET_COMMONS.join(',')}}/**/*.test.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: resolver,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...widgetFolders.map((w) => ({
              target: `./widgets/${w}`,
              from: './widgets',
              except: [...new Set([w, ...WIDGET_COMMONS])].map((d) => `./${d}`),
              message: 'No widget imports another widget: share through widgets/ui, widgets/wizard or widgets/runtime.',
            })),
            {
              target: './widgets/registry',
              from: './widgets',
              except: ['./registry', ...widgetFolders.map((w) => `./${w}/widget.ts`)],
              message: "The registry reads a widget's declaration (widget.ts) only, never its code.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['site/**/*.{ts,tsx}', 'kiosk/**/*.{ts,tsx}', 'demo/**/*.{ts,tsx}'],
    rules: forbid(['server'], 'The front ends talk to the server over HTTP only.'),
  },
  {
    // One page a file; what two pages share is a block (site/blocks), so a page never imports a page.
    // (A later entry replaces the rule's options for these files: repeat the front ends' server ban.)
    files: ['site/pages/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ours(['server']), message: 'The front ends talk to the server over HTTP only.' },
            {
              regex: '^\\./|^\\.\\./pages/',
              message: 'A page imports blocks (site/blocks), never another page.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: forbid(['widgets', 'site', 'kiosk', 'demo'], 'server/ imports shared/ only (DESIGN.md).'),
  },
];

export default tseslint.config(
  {
    ignores: ['dist/**', 'packages/*/dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**'],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The rules of hooks (and the React Compiler's checks that come with them) wherever React code lives.
  // (Only where React code lives: the compiler behind these rules is most of lint's time.)
  { files: REACT_CODE, ...reactHooks.configs.flat.recommended },
  // A missed dependency is a stale value at run time: an error, not a warning nobody reads.
  { files: REACT_CODE, rules: { 'react-hooks/exhaustive-deps': 'error' } },
  {
    // No import cycles: a cycle makes module order (and so initialisation) depend on who imports first.
    // Imports name their files (.ts/.tsx), so the node resolver finds them; node_modules are not walked.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: resolver,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // valibot's own need Intl.Segmenter (Firefox 125+): our forms count graphemes with a fallback.
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared/graphemes.ts'],
    rules: { 'no-restricted-properties': ['error', ...VALIBOT_GRAPHEMES] },
  },
  {
    // The support floor (package.json browserslist, README "Browser support"): what Safari 15.0 lacks
    // is not called in code that ships to browsers. (Repeats the graphemes rule: a later entry
    // replaces a rule's options.) A guarded use says why: eslint-disable-next-line with the guard.
    files: BROWSER_CODE,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': ['error', ...FLOOR_PROPERTIES, ...VALIBOT_GRAPHEMES],
      'no-restricted-syntax': ['error', ...FLOOR_SYNTAX],
      'no-restricted-globals': ['error', ...FLOOR_GLOBALS],
    },
  },
  { files: ['shared/graphemes.ts'], rules: { 'no-restricted-properties': ['error', ...FLOOR_PROPERTIES] } },
  ...boundaries,
);
