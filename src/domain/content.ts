import type { Localized } from './types';

/** An events article (/sobytiya/{id}): a workshop, a tasting, a seasonal offer. */
export type EventArticle = {
  id: number;
  alias: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  title: Localized;
  summary: Localized;
  body: Localized;
  image: string;
};

/** An open position on /vakansii. */
export type Vacancy = {
  id: number;
  title: Localized;
  salary: Localized;
  schedule: Localized;
  duties: { ru: string[]; en: string[] };
  requirements: { ru: string[]; en: string[] };
};

/** A publication about the shop, listed in the press modal. */
export type PressItem = { id: number; outlet: string; date: string; title: Localized; url: string };

export type { DeliveryTerms, DeliveryZone } from './delivery';

/** The kinds of content the getContent call serves. */
export type ContentType = 'events' | 'vacancies' | 'press' | 'delivery';

/** Finds an article by its numeric id or its alias (both address the same page). */
export function findEvent(
  events: readonly EventArticle[],
  key: string | undefined,
): EventArticle | undefined {
  if (!key) return undefined;
  const trimmed = key.trim().toLowerCase();
  if (/^\d+$/.test(trimmed)) return events.find((e) => e.id === Number(trimmed));
  return events.find((e) => e.alias.toLowerCase() === trimmed);
}

/** Articles newest first, like a news feed; equal dates keep their id order. */
export function sortEvents(events: readonly EventArticle[]): EventArticle[] {
  return [...events].sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
}

/** An article body split into paragraphs (blank lines separate them). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** A YYYY-MM-DD date as a Date at local midnight (no time-zone shift), or undefined when malformed. */
export function parseIsoDate(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [, y, m, d] = match;
  const date = new Date(Number(y), Number(m) - 1, Number(d));
  return date.getMonth() === Number(m) - 1 && date.getDate() === Number(d) ? date : undefined;
}
