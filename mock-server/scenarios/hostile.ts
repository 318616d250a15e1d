import type { MockDb } from '../db';

/**
 * XSS payloads of the hostile-data scenario and tests. Each one, if it ever ran, would set
 * `window.__xss` (or open an alert), so a test proves none ran by reading that flag.
 */
export const XSS_PAYLOADS = [
  '<script>window.__xss="script"</script>',
  '<img src=x onerror="window.__xss=\'img\'">',
  '"><img src=x onerror=window.__xss="attr-break">',
  '<svg onload="window.__xss=\'svg\'"><circle r=1></circle></svg>',
  '<iframe srcdoc="<script>parent.__xss=\'iframe\'</script>"></iframe>',
  '<details open ontoggle="window.__xss=\'details\'">x</details>',
  '<a href="javascript:window.__xss=\'href\'">link</a>',
  '<body onload="window.__xss=\'body\'">',
  '<style>*{background:url("javascript:window.__xss=\'css\'")}</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss="mxss">',
  '{{constructor.constructor("window.__xss=\'template\'")()}}',
  '<img src=x onerror=alert("xss")>',
] as const;

/** URLs an API could send where the app makes a link. */
export const XSS_URLS = [
  'javascript:window.__xss="url"',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
] as const;

/** Display text fields of the fixtures: every one gets a payload appended (the original text stays in front). */
const TEXT_FIELDS = new Set([
  'pagetitle',
  'longtitle',
  'description_ru',
  'description_en',
  'title_ru',
  'title_en',
  'summary_ru',
  'summary_en',
  'body_ru',
  'body_en',
  'salary_ru',
  'salary_en',
  'schedule_ru',
  'schedule_en',
  'duties_ru',
  'duties_en',
  'requirements_ru',
  'requirements_en',
  'outlet',
  'name_ru',
  'name_en',
  'time_ru',
  'time_en',
  'address_ru',
  'address_en',
  'hours_ru',
  'hours_en',
  'cafe_req_ru',
  'cafe_req_en',
  'namePresent',
  'name',
  'englishName',
]);
/** Link fields: replaced by a script URL. */
const URL_FIELDS = new Set(['url']);

/** Puts a payload into every display text and a script URL into every link of the mock's data (in place). */
export function makeHostile(db: MockDb): void {
  let n = 0;
  const next = () => XSS_PAYLOADS[n++ % XSS_PAYLOADS.length] as string;
  const nextUrl = () => XSS_URLS[n++ % XSS_URLS.length] as string;
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      for (const [key, field] of Object.entries(record)) {
        if (URL_FIELDS.has(key) && typeof field === 'string') record[key] = nextUrl();
        else if (TEXT_FIELDS.has(key) && typeof field === 'string' && field !== '')
          record[key] = `${field} ${next()}`;
        else if (TEXT_FIELDS.has(key) && Array.isArray(field))
          record[key] = field.map((line) => (typeof line === 'string' ? `${line} ${next()}` : line));
        else walk(field);
      }
    }
  };
  walk([db.catalogue, db.cafes, db.presents, db.events, db.vacancies, db.press, db.config.deliveryZones]);
}
