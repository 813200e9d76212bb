/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_IMAGE_ORIGIN?: string;
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_ORIGIN?: string;
  readonly VITE_GOOGLE_MAPS_API_KEY?: string;
  readonly VITE_TRIP_PUBLIC_KEYS?: string;
  readonly VITE_DESK_KEY_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
