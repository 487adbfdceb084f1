/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_ABOUT_URL?: string;
  readonly VITE_CONTACT_URL?: string;
  readonly VITE_TERMS_URL?: string;
  readonly VITE_ERROR_REPORT_URL?: string;
  readonly VITE_ACTIVATION_HELP_PHONE?: string;
  readonly VITE_ACTIVATION_HELP_URL?: string;
  readonly VITE_APP_STORE_URL?: string;
  readonly VITE_PLAY_STORE_URL?: string;
  /** Development only: 'true' answers the API with the tests' MSW handlers (ADR 0028). */
  readonly VITE_API_MOCKS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
