import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Imports flow one way (DESIGN §2): contract <- domain <- api and web; web features do not import
 * each other (src/app composes them), nor do the back office's (src/admin/app composes those).
 */
const featureDirsOf = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
const featuresDir = 'apps/web/src/features';
const features = featureDirsOf(featuresDir);
const adminFeaturesDir = 'apps/web/src/admin/features';
const adminFeatures = featureDirsOf(adminFeaturesDir);

const boundaryZones = [
  { target: './packages/contract', from: ['./packages/domain', './apps'], message: 'contract depends on zod alone.' },
  { target: './packages/domain', from: ['./apps'], message: 'domain is pure: it cannot import an app.' },
  { target: './apps/api', from: ['./apps/web'], message: 'the API cannot import the storefront.' },
  { target: './apps/web', from: ['./apps/api'], message: 'the storefront cannot import the API.' },
  ...features.map((feature) => ({
    target: `./${featuresDir}/${feature}`,
    from: `./${featuresDir}`,
    except: [`./${feature}`],
    message: 'web features do not import each other; compose them in src/app.',
  })),
  {
    target: './apps/web/src/lib',
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'lib is shared by features and cannot import them.',
  },
  ...adminFeatures.map((feature) => ({
    target: `./${adminFeaturesDir}/${feature}`,
    from: `./${adminFeaturesDir}`,
    except: [`./${feature}`],
    message: "the back office's features do not import each other; compose them in src/admin/app, or share through src/admin/lib.",
  })),
  {
    target: './apps/web/src/admin/lib',
    from: ['./apps/web/src/admin/features', './apps/web/src/admin/app'],
    message: "the back office's lib is shared by its features and cannot import them.",
  },
];

const packageImports = [
  {
    files: ['packages/contract/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|\\.)', message: 'contract depends on zod alone.' }] }],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react|react-dom|fastify|drizzle-orm|pg|@electric-sql/.*|node:.*)$',
              message: 'domain has no I/O and no framework.',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...packageImports,
  {
    // A module of the API reaches another only through that module's service (DESIGN §2, STYLE):
    // never its repository, routes or helpers. Tests may set up data however they need.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/(?![^/]*\\.service\\.js$)',
              message: 'a module reaches another only through its service (<module>.service.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
