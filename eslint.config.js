// Lint: real problems (React hooks, import order, what the recommended sets catch); unused names are tsc's,
// accessibility is axe-core's on the rendered pages, layout is Prettier's (.prettierrc). Decision 032.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  // Generated, vendored or written at run time (Prettier skips them through .gitignore).
  {
    ignores: [
      "build/",
      "public/build/",
      ".cache/",
      ".node24/",
      "test-results/",
      "playwright-report/",
      "coverage/",
      "tests/.tmp/",
      "uploads/",
      "backups/",
      "db/.backup-staging/",
      "db/.restic-cache/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "simple-import-sort": simpleImportSort },
    rules: {
      // An empty catch is a deliberate "that failed, carry on" (a check that stays false, a stream already closed).
      "no-empty": ["error", { allowEmptyCatch: true }],
      // A `let` read (in a callback) before its one assignment stays `let`: a `const` there would be a TDZ trap.
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "simple-import-sort/imports": "error",
      "simple-import-sort/exports": "error",
      // tsc reports unused names already (noUnusedLocals, noUnusedParameters), for the JS it checks too.
      "@typescript-eslint/no-unused-vars": "off",
    },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  // Kysely's migrations are written against `Kysely<any>`: they must not change when db/types.ts does.
  { files: ["db/migrations/**"], rules: { "@typescript-eslint/no-explicit-any": "off" } },
  // Playwright's fixtures: `use` is theirs, not React's, and a fixture with no dependencies takes `{}`.
  {
    files: ["tests/e2e/**"],
    rules: {
      "react-hooks/rules-of-hooks": "off",
      "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }],
    },
  },
  prettier,
);
