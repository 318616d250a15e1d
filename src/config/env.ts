import {
  assert,
  boolean,
  object,
  optional,
  pattern,
  string,
  union,
  literal,
  create,
  defaulted,
  coerce,
  enums,
} from 'superstruct';

const Flag = coerce(boolean(), string(), (value) => value === 'true' || value === '1');
const Origin = union([literal(''), pattern(string(), /^https?:\/\/[^\s/]+(\/[^\s]*)?$/)]);

const EnvSchema = object({
  apiUrl: defaulted(Origin, ''),
  mock: defaulted(Flag, false),
  demo: defaulted(Flag, false),
  mapsKey: optional(string()),
  geocoderKey: optional(string()),
  analyticsId: optional(string()),
  apiBody: defaulted(enums(['json', 'form']), 'json'),
});

export type AppConfig = {
  /** `{api}` of SPEC.md section 7, without a trailing slash; '' means the page's own origin. */
  apiUrl: string;
  /** True in the offline and demo modes: the MirageJS mock answers every call. */
  mock: boolean;
  demo: boolean;
  mapsKey?: string;
  geocoderKey?: string;
  analyticsId?: string;
  /** `VITE_API_BODY`: same-origin POSTs send JSON (default) or form fields; callBack.php ({api}) is always JSON. */
  apiBody: 'json' | 'form';
};

/** Reads the build's environment once and checks it; a malformed VITE_API_URL or VITE_API_BODY stops the start with a clear message. */
export function readConfig(env: Record<string, string | boolean | undefined> = import.meta.env): AppConfig {
  const raw = {
    apiUrl: String(env.VITE_API_URL ?? '').replace(/\/+$/, ''),
    mock: String(env.VITE_MOCK ?? 'false'),
    demo: String(env.VITE_DEMO ?? 'false'),
    mapsKey: (env.VITE_MAPS_KEY as string | undefined) || undefined,
    geocoderKey: (env.VITE_GEOCODER_KEY as string | undefined) || undefined,
    analyticsId: (env.VITE_ANALYTICS_ID as string | undefined) || undefined,
    apiBody:
      String(env.VITE_API_BODY ?? '')
        .trim()
        .toLowerCase() || undefined,
  };
  const config = create(raw, EnvSchema);
  assert(config, EnvSchema);
  return config;
}
