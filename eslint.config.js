// One small, standard lint setup: the recommended rules of ESLint, typescript-eslint, React,
// the Rules of Hooks, jsx-a11y and import order. Formatting is Prettier's job, not ESLint's.
import { existsSync, readFileSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The layers of docs/conventions.md, lowest first: each may import only the ones before it.
const layers = [
  ["db", "db"],
  ["content", "app/content"],
  ["lib", "app/lib"],
  ["schemas", "app/schemas"],
  ["client", "app/client"],
  ["platform", "app/platform"],
  ["edge", "app/edge"],
  ["services", "app/services"],
  ["http", "app/http"],
];
const screens = ["./app/components", "./app/routes", "./app/root.tsx", "./app/entry.server.tsx"];
const above = (index) => [...layers.slice(index + 1).map(([, path]) => `./${path}`), ...screens];
const layerZones = [
  ...layers.map(([name, path], index) => ({
    target: `./${path}`,
    from: above(index),
    message: `${name} sits below this folder in the layers of docs/conventions.md`,
  })),
  {
    target: "./app/components",
    from: ["./app/platform", "./app/services", "./app/edge", "./app/http", ...screens.slice(1)],
    message: "components get their data from routes, never from server code or a route",
  },
];

/**
 * The modules the root route shares with the rest of the browser code, as the root-shared bundle
 * boundary re-exports them: components and screens import them from there (see that module for
 * why, and "Bundle boundaries" in docs/conventions.md).
 */
const ROOT_SHARED = "app/components/root-shared.bundle-boundary.ts";
const rootShared = [...readFileSync(ROOT_SHARED, "utf8").matchAll(/ from "~\/(.+)";/g)].map(
  ([, module]) =>
    ["ts", "tsx"].map((ext) => `app/${module}.${ext}`).find((file) => existsSync(file)),
);
const rootSharedZone = {
  target: ["./app/components", "./app/routes", "./app/root.tsx", "./app/entry.client.tsx"],
  from: rootShared.map((file) => `./${file}`),
  message:
    "import it from ~/components/root-shared.bundle-boundary, with what else the root shares",
};

/**
 * A page's JavaScript gets every file its route module imports, used in the browser or not, so
 * what only its loader or action needs comes through a `.server` bundle boundary, which the
 * browser build replaces with an empty module (docs/conventions.md). The 404 route is left out:
 * its `meta` runs in the browser and uses `pageTitle`.
 */
const pageModules = "./app/routes/!($).tsx";
const serverOnlyZones = [
  ["./app/lib/seo.ts", "~/http/seo.bundle-boundary.server"],
  ["./app/lib/blog-post-meta.ts", "~/services/blog/post-meta.bundle-boundary.server"],
  ["./app/schemas/contact.ts", "~/http/contact-form.bundle-boundary.server"],
].map(([from, boundary]) => ({
  target: pageModules,
  from,
  message: `loaders and actions take it through ${boundary}, out of the page's JavaScript`,
}));

/**
 * Icons come one module each: through the package's index, esbuild's code splitting puts every
 * icon any page uses into one chunk that every page downloads. And app/ and db/ go by their
 * aliases from everywhere (docs/conventions.md), `patterns` adding what a folder forbids as well.
 */
const restrictedImports = (...patterns) => [
  "error",
  {
    paths: [
      {
        name: "lucide-react",
        message: 'Import each icon from "lucide-react/icons/<name>".',
        allowTypeImports: true,
      },
    ],
    patterns: [
      {
        regex: "^(\\.\\./)+(app|db)/",
        message: "Import app/ as ~/… and db/ as ~db/… (docs/conventions.md).",
      },
      ...patterns,
    ],
  },
];

// Within app/ only a file's own folder is relative (and tests/ for a test's fixtures): another
// folder is named from the root.
const otherAppFolder = {
  regex: "^(?!(\\.\\./)+tests/)\\.\\./",
  message: "Import another folder of app/ as ~/… (docs/conventions.md).",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "public/build/",
      "public/vendor/",
      ".data/",
      ".wrangler/",
      "playwright-report/",
      "test-results/",
      "db/migrations/",
      "tests/support/api-types.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      react: { version: "18.3" },
      "import-x/resolver-next": [createTypeScriptImportResolver()],
      "import-x/extensions": [".ts", ".tsx", ".js"],
    },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", "parent", "sibling", "index"],
          pathGroups: [{ pattern: "~/**", group: "internal" }],
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
      // Compared by the written path: every lucide-react icon module resolves to one shared
      // type declaration, which import-x/no-duplicates would take for one module imported twice.
      "no-duplicate-imports": ["error", { allowSeparateTypeImports: true }],
      "no-restricted-imports": restrictedImports(),
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: layerZones }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": restrictedImports(otherAppFolder) },
  },
  {
    // Public pages draw their icons with app/components/icons (Lucide's data, without
    // lucide-react's runtime); only the admin screens use the package.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/components/admin/**", "app/routes/admin*", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrictedImports(otherAppFolder, {
        group: ["lucide-react", "lucide-react/**"],
        message: "Public pages draw icons with ~/components/icons/<name>.",
      }),
    },
  },
  {
    files: [
      "app/components/**/*.{ts,tsx}",
      "app/routes/**/*.tsx",
      "app/root.tsx",
      "app/entry.client.tsx",
    ],
    ignores: [ROOT_SHARED, ...rootShared, "**/*.test.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { zones: [...layerZones, rootSharedZone, ...serverOnlyZones] },
      ],
    },
  },
  {
    // Read by the rule above and by `npm run size` as a list of modules: nothing else goes in it.
    files: [ROOT_SHARED],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Program > :not(ExportAllDeclaration, ExportNamedDeclaration[source])",
          message: "only `export … from` lines: it lists what the root shares, nothing more",
        },
      ],
    },
  },
  {
    // A file a reader can hold in mind: past this, it is doing more than one thing.
    files: ["app/**/*.{ts,tsx}"],
    rules: { "max-lines": ["error", { max: 350, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Server code logs through app/platform/request-log.server.ts: operators query JSON lines,
    // and a plain console line beside them is lost to those queries.
    files: ["server.ts", "app/**/*.server.{ts,tsx}", "app/routes/**/*.ts"],
    ignores: ["app/platform/request-log.server.ts", "**/*.test.{ts,tsx}"],
    rules: { "no-console": "error" },
  },
  {
    files: ["app/**/*.tsx"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    plugins: { react, "jsx-a11y": jsxA11y },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "react/prop-types": "off",
    },
  },
);
