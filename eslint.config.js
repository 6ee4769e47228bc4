import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "build-*/", "public/", ".react-router/", "node_modules/", "coverage/", "test-results/", "playwright-report/", ".cache/", ".lighthouse/"] },
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
      "tests/**/*.{ts,tsx}",
      "*.config.{js,ts}",
      "app/config/prerender.ts",
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The audits hand functions to the browser (page.evaluate, init scripts): both sets of globals apply.
    files: ["scripts/audit/**/*.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Layering (bulletproof-react): shared code never imports features or routes; features never import each other.
    files: ["app/components/**", "app/lib/**", "app/config/**", "app/content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["~/features/*", "~/routes/*"], message: "Shared code cannot depend on features or routes." },
          ],
        },
      ],
    },
  },
);
