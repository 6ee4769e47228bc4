interface ImportMetaEnv {
  /** The editor's backend as JSON (vite.admin.config.ts, from CMS_BACKEND). */
  readonly CMS_BACKEND_CONFIG: string;
  /** "1": drafts are branches, published by merging them (CMS_EDITORIAL_WORKFLOW). */
  readonly CMS_EDITORIAL_WORKFLOW: string;
  /** The Academy brochure's address and size as JSON, for the Academy page's preview (vite.admin.config.ts). */
  readonly CMS_BROCHURE: string;
}
