// ESLint flat config. Formatting is Prettier's job (`npm run format`); eslint-config-prettier, last, turns off every stylistic rule.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      ".wrangler/",
      "worker-configuration.d.ts",
      "migrations/",
      "reports/",
      "test-results/",
      "playwright-report/",
      "public/**/*.min.js",
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: "error" } },

  js.configs.recommended,
  // Type-aware rules, run on the TypeScript projects that `tsc -b` checks (tsconfig.cloudflare.json, tsconfig.node.json).
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Values from the outside (request bodies, JSON, D1 rows, env) are typed `unknown` or parsed with zod at the edge; the
      // `no-unsafe-*` family mostly fires on third-party `any` (test helpers, Lighthouse, Playwright evaluate), where it adds
      // casts without adding safety. Explicit `any` in our own code is still an error (no-explicit-any).
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      // React Router's `redirect()`/`data()` are thrown as responses by design; loaders and actions may throw them.
      "@typescript-eslint/only-throw-error": "off",
      // `onSubmit={handler}` with an async handler is React's normal idiom; the promise rule still guards everything else.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // Augmenting a library's types (React's JSX elements, Cloudflare's Env) needs `declare module`/`namespace`; nothing else does.
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
      // Template literals build URLs and messages from numbers all over; only objects and `any` would print nonsense.
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true, allowBoolean: true, allowNullish: true }],
    },
  },

  // Import hygiene. Resolution (unknown module, missing export) is tsc's job; these rules catch what tsc does not.
  {
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      "import-x/no-duplicates": ["error", { "prefer-inline": true }],
      "import-x/no-self-import": "error",
      "import-x/no-useless-path-segments": "error",
      "import-x/first": "error",
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },

  // One zod: the forms' tree-shakable build (`zod/mini`), configured once, imported as `~/lib/zod` everywhere else.
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    ignores: ["app/lib/zod.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ regex: "^zod(/.*)?$", message: 'Import z from "~/lib/zod" (zod/mini, configured once for the browser and the server).' }],
        },
      ],
    },
  },

  // React: hooks and accessibility, for the app's components and routes.
  {
    files: ["app/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // The wizard's steps set autoFocus only on the first field in error after a submit without JavaScript (useStepErrors),
    // so the field the error summary names has focus; a fresh step never moves focus. The edit dialog focuses its first
    // field, as a modal dialog should. The sign-in, account and team pages focus the field in error after a submit.
    files: [
      "app/components/wizard/*.tsx",
      "app/components/admin/lead-edit-form.tsx",
      "app/routes/auth/*.tsx",
      "app/components/admin/invite-form.tsx",
      "app/routes/customer/*.tsx",
      "app/components/customer/account-panel.tsx",
      "app/components/customer/service-details-fields.tsx",
      "app/components/customer/own-changes.tsx",
      // The notice of a save refused as stale, focused on the server's page as a field in error is.
      "app/components/customer/form-status.tsx",
    ],
    rules: { "jsx-a11y/no-autofocus": "off" },
  },

  // Plain JavaScript: no type information (not part of a tsconfig), globals by where it runs.
  {
    files: ["**/*.{js,mjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
  { files: ["scripts/**/*.mjs", "test/bench/**/*.mjs", "*.js"], languageOptions: { globals: globals.node } },
  { files: ["app/enhance/**/*.js"], languageOptions: { globals: globals.browser } },

  prettier,
);
