// The build-time variables the app reads (import.meta.env), typed; strictImportMetaEnv makes an undeclared one a type error.
interface ViteTypeOptions {
  strictImportMetaEnv: unknown;
}

interface ImportMetaEnv {
  /** Where visitors write to us (shared/brand.ts). */
  readonly VITE_SUPPORT_EMAIL?: string;
  /** A support phone line, if there is one (shared/brand.ts). */
  readonly VITE_SUPPORT_PHONE?: string;
}
