import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const ROOT = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
const at = (glob) => `${ROOT}/${glob}`;
const foldersIn = (dir) => readdirSync(new URL(dir, import.meta.url), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

// What each part of web/ may import (docs/architecture.md, "Web"). A feature: web/lib, web/components, common and its own
// files. web/components: web/lib, web/components and common. web/lib: web/lib and common. Pages and the shell
// (web/shell, beside app.tsx) put features together, so they may import them. web/boot: the app's start (main,
// start, the server's renderer) is app level; the rest of it (hydration, boot data, lazy pages) sits with web/lib.
const BOOT_ENTRIES = at('web/boot/{main,start,entry-server}.tsx');
const APP_LEVEL = [at('web/pages/**'), at('web/shell/**'), at('web/*.tsx'), BOOT_ENTRIES];
const webZones = [
  ...foldersIn('./web/features').map((feature) => ({
    target: at(`web/features/${feature}/**`),
    from: [at('web/features/**'), ...APP_LEVEL],
    except: [at(`web/features/${feature}/**`)],
    message: 'A feature imports only web/lib, web/components, common and its own files; share a piece by moving it there.',
  })),
  {
    target: at('web/components/**'),
    from: [at('web/features/**'), ...APP_LEVEL],
    message: 'web/components imports only web/lib, web/components and common.',
  },
  {
    target: [at('web/lib/**'), at('web/boot/!(main|start|entry-server).{ts,tsx}')],
    from: [at('web/features/**'), at('web/components/**'), ...APP_LEVEL],
    message: 'web/lib and web/boot (apart from its entries) import only web/lib, web/boot and common.',
  },
];

// A server feature imports server/lib, server/db, common, its own files, and of another feature only its
// service (`<name>.service.ts`, the feature's public face). Never another feature's routes (entry points that
// app.ts registers), nor the app's own files (context.ts and config.ts are shared). server/lib and server/db
// are below every feature: what several features share lives there, so neither imports a feature.
const SERVER_OFFERED = at('server/features/*/*.service.ts');
const serverZones = [
  ...foldersIn('./server/features').map((feature) => ({
    target: at(`server/features/${feature}/**`),
    from: [at('server/features/**'), at('server/{app,main,web-app,web-boot-hints,housekeeping}.ts')],
    except: [at(`server/features/${feature}/**`), SERVER_OFFERED],
    message: "Another feature only through its service; what several features share goes to server/lib.",
  })),
  {
    target: [at('server/lib/**'), at('server/db/**')],
    from: [at('server/features/**'), at('server/cli/**'), at('server/{app,main,web-app,web-boot-hints,housekeeping}.ts')],
    message: 'server/lib and server/db sit below the features: they import no feature and no entry point.',
  },
];

// React 19 APIs that preact/compat (the production runtime, decision 0004) does not have: they work in
// `npm run dev` (real React) and break only in the production build.
const REACT_19_ONLY = ['use', 'useActionState', 'useOptimistic', 'useEffectEvent'];
const REACT_DOM_19_ONLY = ['useFormStatus', 'preinit', 'preload', 'preconnect', 'prefetchDNS', 'preinitModule', 'preloadModule'];
const preactMessage = 'Not in preact/compat, which production runs on (docs/decisions/0004-preact-in-production.md).';
const webImportBans = {
  patterns: [{ group: ['**/server/**'], message: 'web never imports server (docs/architecture.md, "Three roots, one direction").' }],
  paths: [
    { name: 'react', importNames: REACT_19_ONLY, message: preactMessage },
    { name: 'react-dom', importNames: REACT_DOM_19_ONLY, message: preactMessage },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'server/db/migrations/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Three roots, one direction: web and server import common, never each other. And the React 19 APIs
    // production lacks (the compat shim in web/lib/compat adds use(context) for react-leaflet only).
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/lib/compat/**'],
    rules: {
      'no-restricted-imports': ['error', webImportBans],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='React'][property.name=/^(use|useActionState|useOptimistic|useEffectEvent)$/]", message: preactMessage },
        // <form action={fn}>: React 19 form actions. A string action (an address) is plain HTML and fine.
        { selector: "JSXOpeningElement[name.name='form'] > JSXAttribute[name.name='action'] > JSXExpressionContainer", message: preactMessage },
        // React 19 passes `ref` to function components as a prop; Preact keeps it for itself: use forwardRef.
        { selector: ':function > ObjectPattern.params > Property[key.name="ref"]', message: `${preactMessage} Use forwardRef.` },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'common/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/web/**'] }] },
  },
  {
    files: ['common/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/web/**', '**/server/**', 'react', 'react-dom', 'drizzle-orm', 'drizzle-orm/*'] }] },
  },
  {
    // Boundaries inside web/ and server/, checked on the resolved file (a relative path says nothing by itself).
    files: ['web/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...webZones, ...serverZones] }],
      // An import the resolver cannot find would pass the zones unchecked.
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:', '\\?'] }],
    },
  },
);
