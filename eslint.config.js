import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Each layer of app/ and the layers above it, which it may not import.
const layers = [
  ["config", ["lib", "content", "components", "forms", "features", "routes"]],
  ["lib", ["content", "components", "forms", "features", "routes"]],
  ["content", ["components", "forms", "features", "routes"]],
  ["components", ["forms", "features", "routes"]],
  ["forms", ["features", "routes"]],
  ["features", ["routes"]],
];

/** The server and the build's scripts load the form model only (app/forms/model), never the React kit beside it. */
const serverModelOnly = {
  regex: "(^|/)app/forms/(?!model/)",
  message: "The server and the scripts import only the form model (app/forms/model), not the React kit.",
};

/** The import patterns a layer's files may not use. */
function layerPatterns(layer) {
  const above = layers.find(([name]) => name === layer)[1];
  return [
    {
      // The brand's facts and the disciplines' titles are data files among the content (app/content/brand.json,
      // disciplines.json) that config reads.
      regex: `^(~/|(\\.\\./)+)(?!content/(brand|disciplines)\\.json$)(${above.join("|")}|routes\\.ts|prerender\\.ts|root\\.tsx)(/|$)`,
      message: `app/${layer} sits below ${above.join(", ")} and the app: move the shared piece down instead.`,
    },
    ...(layer === "features"
      ? [
          {
            // A feature's files sit one folder deep, so "../x" is another feature, as is "~/features/x".
            regex: "^(~/features/|\\.\\./(?!\\.))",
            message: "A feature never imports another: move the shared piece down (components, forms, lib).",
          },
        ]
      : []),
  ];
}

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      "public/",
      ".react-router/",
      "node_modules/",
      "coverage/",
      "test-results/",
      "playwright-report/",
      ".cache/",
      ".lighthouse/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: [
      "scripts/**/*.{js,mjs,ts}",
      "server/**/*.{js,mjs,ts}",
      "tests/**/*.{ts,tsx,mjs}",
      "*.config.{js,ts}",
      "app/prerender.ts",
      "app/content/read-collection.ts",
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The audits hand functions to the browser (page.evaluate, init scripts): both sets of globals apply.
    files: ["scripts/audit/**/*.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // Layering, lowest first: config, lib, content, components, the form kit (forms: the definitions, fields and
  // flow every form shares), features, then the app (routes, root, the route table, the prerender list). A module
  // imports only its own layer and those below; features never import each other nor routes. Aliased (~/x) and
  // relative (../x) imports alike; tests may reach across to check the wiring.
  ...layers.map(([layer]) => ({
    files: [`app/${layer}/**`],
    ignores: ["**/*.test.*"],
    rules: { "no-restricted-imports": ["error", { patterns: layerPatterns(layer) }] },
  })),
  // The form model (app/forms/model) is what Node loads as it is, in the server and the build: no React, nothing
  // browser-only, no `~/` alias, and nothing of the form kit around it. One entry per folder depth, since a
  // relative path's meaning depends on where the importing file sits.
  ...[0, 1, 2].map((depth) => ({
    files: [`app/forms/model/${"*/".repeat(depth)}*`],
    ignores: ["**/*.test.*"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...layerPatterns("forms"),
            {
              regex: `^(\\.\\./){${depth + 1}}(?!\\.\\./|model/)|^~/`,
              message:
                "The form model imports nothing of the form kit around it, and no `~/` alias: Node loads it as it is.",
            },
            {
              // Phone numbers through libphonenumber-js itself: every entry of the React field's package loads React.
              regex:
                "^(react|react-dom|react-router|react-hook-form|react-dropzone|idb-keyval|react-phone-number-input)(/|$)|^@(react-router|hookform)/|\\.(css|tsx)$",
              message: "The form model runs in Node too: no React, no browser-only module, no styles.",
            },
          ],
        },
      ],
    },
  })),
  // The server and the build's scripts load the form model only, never the React kit beside it.
  {
    files: ["server/**", "scripts/**"],
    ignores: ["**/*.test.*"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverModelOnly] }] },
  },
  // The server's own floors: the kernel (what the API's features share) and the outbox with its transports sit
  // below the features, and the outbox below the kernel, whose settings name its schedule.
  ...[
    ["kernel", ["forms", "alerts"]],
    ["outbox", ["kernel", "forms", "alerts"]],
  ].map(([floor, above]) => ({
    files: [`server/${floor}/**`],
    ignores: ["**/*.test.*"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${above.join("|")})/`,
              message: `server/${floor} sits below ${above.join(", ")}: move the shared piece down instead.`,
            },
            // A later entry's rule replaces an earlier one's for the same files: the model-only rule again.
            serverModelOnly,
          ],
        },
      ],
    },
  })),
);
