import { array, type, unknown, type Infer } from 'superstruct';
import type { DeliveryTerms, EventArticle, PressItem, Vacancy } from '@/domain/content';
import { fileUrl, safeHref } from '@/domain/safeUrl';
import { FALLBACK_DELIVERY_TERMS } from '@/domain/delivery';
import type { ApiClient } from './client';
import { Id, maybe, Name, Num, Text, withFallback } from './schemas';
import { readItems } from './tolerant';

// getContent is ours (DECISIONS.md section 2): each item needs an id (where it has one) and a title; the
// rest reads with a fallback, and an item without them is dropped with a console warning.

/** Lines of a list (duties, requirements): absent or null is none, anything but text is left out. */
const Lines = withFallback(array(unknown()), []);
const lines = (list: readonly unknown[]) =>
  list.filter((line): line is string => typeof line === 'string' && line.trim() !== '');

export const EventNodeSchema = type({
  id: Id,
  title_ru: Name,
  // No alias: the article's URL uses its id.
  alias: Text,
  // No date: the card shows none.
  date: Text,
  title_en: Text,
  summary_ru: Text,
  summary_en: Text,
  body_ru: Text,
  body_en: Text,
  // No image: the placeholder.
  image: Text,
});

export const VacancyNodeSchema = type({
  id: Id,
  title_ru: Name,
  title_en: Text,
  salary_ru: Text,
  salary_en: Text,
  schedule_ru: Text,
  schedule_en: Text,
  duties_ru: Lines,
  duties_en: Lines,
  requirements_ru: Lines,
  requirements_en: Lines,
});

export const PressNodeSchema = type({
  id: Id,
  outlet: Name,
  title_ru: Name,
  date: Text,
  title_en: Text,
  // No link (or an unsafe one): the title shows as plain text.
  url: Text,
});

export const DeliveryZoneNodeSchema = type({
  name_ru: Name,
  price: Num,
  name_en: Text,
  // No minimum order: none is stated.
  minOrder: withFallback(Num, 0),
  time_ru: Text,
  time_en: Text,
  // Ours: how far from the centre the zone reaches (km); absent: the shipped zone's at the same place.
  maxKm: maybe(Num),
});

const DeliveryNodeSchema = type({
  deliveryZones: withFallback(array(unknown()), []),
  // 0: the page states no free-delivery threshold / pickup discount.
  freeDeliveryFrom: withFallback(Num, 0),
  pickupDiscount: withFallback(Num, 0),
});

/** Zones as the API sends them (the getContent delivery item, or getCart's `deliveryZones`), mapped onto the shop's terms. */
export function toDeliveryTerms(
  zones: Infer<typeof DeliveryZoneNodeSchema>[],
  freeDeliveryFrom: number,
): Pick<DeliveryTerms, 'zones' | 'freeDeliveryFrom' | 'centre'> {
  const shipped = FALLBACK_DELIVERY_TERMS.zones;
  return {
    zones: zones.map((z, i) => ({
      name: { ru: z.name_ru, en: z.name_en || z.name_ru },
      price: z.price,
      minOrder: z.minOrder,
      time: { ru: z.time_ru, en: z.time_en || z.time_ru },
      maxKm: z.maxKm ?? shipped[Math.min(i, shipped.length - 1)]?.maxKm ?? Number.POSITIVE_INFINITY,
    })),
    freeDeliveryFrom,
    centre: FALLBACK_DELIVERY_TERMS.centre,
  };
}

/** The answers of GET {api}/api/getContent.php?type=…: a list under `items` (delivery: one object); the items are read one by one. */
export const EventsAnswerSchema = type({ items: array(unknown()) });
export const VacanciesAnswerSchema = type({ items: array(unknown()) });
export const PressAnswerSchema = type({ items: array(unknown()) });
export const DeliveryAnswerSchema = type({ item: DeliveryNodeSchema });

type EventNode = Infer<typeof EventNodeSchema>;

const PATH = '/api/getContent.php';

/** Maps an article of the API onto the shop's EventArticle; its image resolves against `{api}`. */
function toEvent(node: EventNode, api = ''): EventArticle {
  return {
    id: node.id,
    alias: node.alias.trim() || String(node.id),
    date: node.date,
    title: { ru: node.title_ru, en: node.title_en },
    summary: { ru: node.summary_ru, en: node.summary_en },
    body: { ru: node.body_ru, en: node.body_en },
    image: fileUrl(node.image, api),
  };
}

/** GET {api}/api/getContent.php?type=events: the events articles. */
export async function fetchEvents(client: ApiClient): Promise<EventArticle[]> {
  const answer = await client.get(PATH, EventsAnswerSchema, { onApi: true, query: { type: 'events' } });
  return readItems(answer.items, EventNodeSchema, `${PATH}?type=events`, 'items').map((node) =>
    toEvent(node, client.apiUrl),
  );
}

/** GET {api}/api/getContent.php?type=vacancies: open positions. */
export async function fetchVacancies(client: ApiClient): Promise<Vacancy[]> {
  const answer = await client.get(PATH, VacanciesAnswerSchema, { onApi: true, query: { type: 'vacancies' } });
  return readItems(answer.items, VacancyNodeSchema, `${PATH}?type=vacancies`, 'items').map((v) => ({
    id: v.id,
    title: { ru: v.title_ru, en: v.title_en },
    salary: { ru: v.salary_ru, en: v.salary_en },
    schedule: { ru: v.schedule_ru, en: v.schedule_en },
    duties: { ru: lines(v.duties_ru), en: lines(v.duties_en) },
    requirements: { ru: lines(v.requirements_ru), en: lines(v.requirements_en) },
  }));
}

/** GET {api}/api/getContent.php?type=press: publications about the shop. */
export async function fetchPress(client: ApiClient): Promise<PressItem[]> {
  const answer = await client.get(PATH, PressAnswerSchema, { onApi: true, query: { type: 'press' } });
  // The link is the API's: only http(s) and the like pass (no javascript:).
  return readItems(answer.items, PressNodeSchema, `${PATH}?type=press`, 'items').map((p) => ({
    id: p.id,
    outlet: p.outlet,
    date: p.date,
    title: { ru: p.title_ru, en: p.title_en },
    url: safeHref(p.url),
  }));
}

/** GET {api}/api/getContent.php?type=delivery: zones, prices and times of delivery. */
export async function fetchDeliveryTerms(client: ApiClient): Promise<DeliveryTerms> {
  const { item } = await client.get(PATH, DeliveryAnswerSchema, { onApi: true, query: { type: 'delivery' } });
  return {
    ...toDeliveryTerms(
      readItems(item.deliveryZones, DeliveryZoneNodeSchema, `${PATH}?type=delivery`, 'item.deliveryZones'),
      item.freeDeliveryFrom,
    ),
    pickupDiscount: item.pickupDiscount,
  };
}
