import { array, defaulted, optional, string, type, type Infer } from 'superstruct';
import type { DeliveryTerms, EventArticle, PressItem, Vacancy } from '@/domain/content';
import { safeHref } from '@/domain/safeUrl';
import { FALLBACK_DELIVERY_TERMS } from '@/domain/delivery';
import type { ApiClient } from './client';
import { Int, Num } from './schemas';

const Lines = defaulted(array(string()), []);

export const EventNodeSchema = type({
  id: Int,
  alias: string(),
  date: defaulted(string(), ''),
  title_ru: string(),
  title_en: defaulted(string(), ''),
  summary_ru: defaulted(string(), ''),
  summary_en: defaulted(string(), ''),
  body_ru: defaulted(string(), ''),
  body_en: defaulted(string(), ''),
  image: defaulted(string(), ''),
});

export const VacancyNodeSchema = type({
  id: Int,
  title_ru: string(),
  title_en: defaulted(string(), ''),
  salary_ru: defaulted(string(), ''),
  salary_en: defaulted(string(), ''),
  schedule_ru: defaulted(string(), ''),
  schedule_en: defaulted(string(), ''),
  duties_ru: Lines,
  duties_en: Lines,
  requirements_ru: Lines,
  requirements_en: Lines,
});

export const PressNodeSchema = type({
  id: Int,
  outlet: string(),
  date: defaulted(string(), ''),
  title_ru: string(),
  title_en: defaulted(string(), ''),
  url: defaulted(string(), ''),
});

export const DeliveryZoneNodeSchema = type({
  name_ru: string(),
  name_en: defaulted(string(), ''),
  price: Num,
  minOrder: defaulted(Num, 0),
  time_ru: defaulted(string(), ''),
  time_en: defaulted(string(), ''),
  /** Ours, optional: how far from the centre the zone reaches (km); else the shipped zone's at the same place. */
  maxKm: optional(Num),
});

export const DeliveryNodeSchema = type({
  deliveryZones: array(DeliveryZoneNodeSchema),
  freeDeliveryFrom: defaulted(Num, 0),
  pickupDiscount: defaulted(Num, 0),
});

/** Zones as the API sends them (the getContent delivery item, or getCart's `deliveryZones`), mapped onto the shop's terms. */
export function toDeliveryTerms(zones: Infer<typeof DeliveryZoneNodeSchema>[], freeDeliveryFrom: number): Pick<DeliveryTerms, 'zones' | 'freeDeliveryFrom' | 'centre'> {
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

/** The answers of GET {api}/api/getContent.php?type=…: a list under `items` (delivery: one object). */
export const EventsAnswerSchema = type({ items: array(EventNodeSchema) });
export const VacanciesAnswerSchema = type({ items: array(VacancyNodeSchema) });
export const PressAnswerSchema = type({ items: array(PressNodeSchema) });
export const DeliveryAnswerSchema = type({ item: DeliveryNodeSchema });

export type EventNode = Infer<typeof EventNodeSchema>;

const PATH = '/api/getContent.php';

/** Maps an article of the API onto the shop's EventArticle. */
export function toEvent(node: EventNode): EventArticle {
  return {
    id: node.id,
    alias: node.alias,
    date: node.date,
    title: { ru: node.title_ru, en: node.title_en },
    summary: { ru: node.summary_ru, en: node.summary_en },
    body: { ru: node.body_ru, en: node.body_en },
    image: node.image,
  };
}

/** GET {api}/api/getContent.php?type=events: the events articles. */
export async function fetchEvents(client: ApiClient): Promise<EventArticle[]> {
  const answer = await client.get(PATH, EventsAnswerSchema, { onApi: true, query: { type: 'events' } });
  return answer.items.map(toEvent);
}

/** GET {api}/api/getContent.php?type=vacancies: open positions. */
export async function fetchVacancies(client: ApiClient): Promise<Vacancy[]> {
  const answer = await client.get(PATH, VacanciesAnswerSchema, { onApi: true, query: { type: 'vacancies' } });
  return answer.items.map((v) => ({
    id: v.id,
    title: { ru: v.title_ru, en: v.title_en },
    salary: { ru: v.salary_ru, en: v.salary_en },
    schedule: { ru: v.schedule_ru, en: v.schedule_en },
    duties: { ru: v.duties_ru, en: v.duties_en },
    requirements: { ru: v.requirements_ru, en: v.requirements_en },
  }));
}

/** GET {api}/api/getContent.php?type=press: publications about the shop. */
export async function fetchPress(client: ApiClient): Promise<PressItem[]> {
  const answer = await client.get(PATH, PressAnswerSchema, { onApi: true, query: { type: 'press' } });
  // The link is the API's: only http(s) and the like pass (no javascript:).
  return answer.items.map((p) => ({ id: p.id, outlet: p.outlet, date: p.date, title: { ru: p.title_ru, en: p.title_en }, url: safeHref(p.url) }));
}

/** GET {api}/api/getContent.php?type=delivery: zones, prices and times of delivery. */
export async function fetchDeliveryTerms(client: ApiClient): Promise<DeliveryTerms> {
  const { item } = await client.get(PATH, DeliveryAnswerSchema, { onApi: true, query: { type: 'delivery' } });
  return {
    ...toDeliveryTerms(item.deliveryZones, item.freeDeliveryFrom),
    pickupDiscount: item.pickupDiscount,
  };
}
