/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base path or URL of the REST API; default `/api`. */
  readonly VITE_API_BASE?: string;
  /** Base URL of the chat socket; default `ws(s)://<same host>/ws`. */
  readonly VITE_WS_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
