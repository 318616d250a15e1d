/// <reference types="vite/client" />

/** The MUI theme's CSS variables as a style sheet (scripts/build/theme-css.ts). */
declare module 'virtual:theme.css';

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_MOCK?: string;
  readonly VITE_DEMO?: string;
  /** 'true' in the demo build: it runs from any folder of any static host (src/app/folder.ts). */
  readonly VITE_ANY_FOLDER?: string;
  readonly VITE_MAPS_KEY?: string;
  readonly VITE_GEOCODER_KEY?: string;
  readonly VITE_ANALYTICS_ID?: string;
  /** 'json' (default) or 'form': how same-origin POSTs send their fields. */
  readonly VITE_API_BODY?: string;
  /** The site's origin (SITE_URL at build time, vite.config.ts), '' without one. */
  readonly SITE_URL: string;
}
