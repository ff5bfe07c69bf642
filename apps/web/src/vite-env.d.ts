/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API ({host} in the spec); empty = same origin. */
  readonly VITE_API_BASE?: string;
}
