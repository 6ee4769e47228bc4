// The build-time setting vite.config.ts defines for app/config/forms-api.ts.
interface ImportMetaEnv {
  /** "", "none" or an origin without a trailing slash (checked by parseFormsApiOrigin). */
  readonly FORMS_API_ORIGIN?: string;
}
