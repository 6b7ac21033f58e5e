// One lint setup for every package. Type-aware rules are left out to keep `npm run lint` fast;
// `npm run typecheck` is the type gate.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

/**
 * Features do not import each other (bulletproof-react); the app composes them. Resolves each
 * relative import against the importing file and reports one that lands in another feature.
 */
const featureBoundaries = {
  rules: {
    'no-cross-feature-imports': {
      meta: {
        type: 'problem',
        messages: {
          cross: 'Feature "{{from}}" must not import from feature "{{to}}"; compose them in app/.',
        },
      },
      create(context) {
        const featureOf = (file) => /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file)?.[1];
        const from = featureOf(context.filename);
        if (!from) return {};
        const check = (node) => {
          const spec = node.source?.value;
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const to = featureOf(path.resolve(path.dirname(context.filename), spec) + path.sep);
          if (to && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

/**
 * The server's platform/ is infrastructure every feature uses, so it imports no feature folder
 * (packages/server/src/<feature>/). The schema index (platform/db/schema.ts), which gathers every
 * feature's tables for Drizzle, is the one file left out of this rule.
 */
const serverBoundaries = {
  rules: {
    'platform-imports-no-feature': {
      meta: {
        type: 'problem',
        messages: {
          feature: 'platform/ must not import the feature "{{to}}"; pass what it needs in from app.ts.',
        },
      },
      create(context) {
        const srcOf = /^(.*[\\/]packages[\\/]server[\\/]src)[\\/]platform[\\/]/.exec(context.filename)?.[1];
        if (!srcOf) return {};
        const check = (node) => {
          const spec = node.source?.value;
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const target = path.relative(srcOf, path.resolve(path.dirname(context.filename), spec));
          const top = target.split(path.sep)[0];
          if (top === 'platform' || top === '..') return;
          context.report({ node, messageId: 'feature', data: { to: top } });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'packages/server/drizzle/**',
      'e2e/screenshots/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The contract is the wire: it depends on nothing of ours.
    files: ['packages/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@ai-analyst/*'] }] },
  },
  {
    // The engine knows nothing of HTTP, the server or the web client.
    files: ['packages/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@ai-analyst/server*', '@ai-analyst/web*', 'fastify*'] },
      ],
    },
  },
  {
    // The web app speaks to the server only over the wire described by the contract.
    files: ['packages/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@ai-analyst/server*', '@ai-analyst/engine*'] }],
    },
  },
  {
    // Features do not import each other; the app composes them (bulletproof-react).
    files: ['packages/web/src/features/**/*.{ts,tsx}'],
    plugins: { 'feature-boundaries': featureBoundaries },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@ai-analyst/server*', '@ai-analyst/engine*'],
              message: 'The web app speaks to the server only over the wire.',
            },
          ],
        },
      ],
      'feature-boundaries/no-cross-feature-imports': 'error',
    },
  },
  {
    // The server's platform/ imports no feature; the app composes them (no cycles: src/boundaries.test.ts).
    files: ['packages/server/src/platform/**/*.ts'],
    ignores: ['packages/server/src/platform/db/schema.ts'],
    plugins: { 'server-boundaries': serverBoundaries },
    rules: { 'server-boundaries/platform-imports-no-feature': 'error' },
  },
);
