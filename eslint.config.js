// Lint: typescript-eslint's recommended rules plus the one-way imports of DESIGN.md:
// shared <- widgets <- site / kiosk / demo; server <- shared; no widget imports another widget.
import tseslint from 'typescript-eslint';

const ours = (dirs) => dirs.map((d) => `**/${d}/**`);
const forbid = (dirs, why) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: ours(dirs), message: why }] }],
});

export const boundaries = [
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: forbid(['widgets', 'site', 'kiosk', 'demo', 'server'], 'shared/ imports nothing else of ours (DESIGN.md).'),
  },
  {
    files: ['widgets/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ours(['site', 'kiosk', 'demo', 'server']),
              message: 'widgets/ may import shared/ only (DESIGN.md).',
            },
            {
              // From widgets/<w>/x.ts, "../<other>/..." is another widget unless it is the runtime, UI kit or wizard engine.
              regex: '^\\.\\./(?!runtime/|ui/|wizard/|\\.\\./)[^/]+/',
              message: 'No widget imports another widget: share through widgets/ui, widgets/wizard or widgets/runtime.',
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
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...boundaries,
);
