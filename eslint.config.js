import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
  ...[
    ["config", ["lib", "content", "components", "forms", "features", "routes"]],
    ["lib", ["content", "components", "forms", "features", "routes"]],
    ["content", ["components", "forms", "features", "routes"]],
    ["components", ["forms", "features", "routes"]],
    ["forms", ["features", "routes"]],
    ["features", ["routes"]],
  ].map(([layer, above]) => ({
    files: [`app/${layer}/**`],
    ignores: ["**/*.test.*"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // The brand's facts are a data file among the content (app/content/brand.json) that config reads.
              regex: `^(~/|(\\.\\./)+)(?!content/brand\\.json$)(${above.join("|")}|routes\\.ts|prerender\\.ts|root\\.tsx)(/|$)`,
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
          ],
        },
      ],
    },
  })),
);
