import type { Localized } from '@/domain/types';

/** A landing page of the promo variant (/promo/{id}). */
export type PromoLanding = {
  id: string;
  title: Localized;
  lead: Localized;
  body: { ru: string[]; en: string[] };
  image: string;
  /** Where the main button leads. */
  action:
    { route: 'cakes' | 'menu' | 'individualCake'; label: Localized } | { submenu: string; label: Localized };
  /** The events article with the full terms, if there is one. */
  eventAlias?: string;
};

/** The seasonal landings; an id not in this list is a 404. */
export const promoLandings: PromoLanding[] = [
  {
    id: 'autumn',
    title: { ru: 'Осенние десерты', en: 'Autumn desserts' },
    lead: {
      ru: 'Тыквенный чизкейк, яблочный штрудель и раф с пряностями — осень, которую можно заказать домой.',
      en: 'Pumpkin cheesecake, apple strudel and a spiced raf — autumn you can have delivered.',
    },
    body: {
      ru: [
        'Каждую осень наш кондитерский цех пересобирает витрину: в ход идут антоновские яблоки, тыква, груши и пряности. Всё это уже в меню доставки — в разделе «Десерты и пирожные».',
        'К десертам советуем раф с корицей и кардамоном или облепиховый чай: согревают не хуже пледа.',
      ],
      en: [
        'Every autumn our patisserie rethinks its window: Antonovka apples, pumpkin, pears and warm spices come in. They are all on the delivery menu, under Desserts and pastries.',
        'With them we recommend a raf with cinnamon and cardamom or our sea buckthorn tea — as warming as a blanket.',
      ],
    },
    image: '/assets/img/categories/16.svg',
    action: { submenu: 'deserty', label: { ru: 'Выбрать десерт', en: 'Choose a dessert' } },
  },
  {
    id: 'podarok-k-tortu',
    title: { ru: 'Макарон в подарок к торту', en: 'Macarons with your cake' },
    lead: {
      ru: 'До 20 декабря к каждому торту на заказ от 1,5 кг — коробка из шести макарон.',
      en: 'Until 20 December, every cake to order from 1.5 kg comes with a box of six macarons.',
    },
    body: {
      ru: [
        'Оформите торт как обычно — макарон поедут вместе с ним в той же доставке. Промокод не нужен.',
        'Акция действует и на торты по индивидуальному заказу, и при самовывозе.',
      ],
      en: [
        'Order your cake as usual and the macarons travel with it in the same delivery. No promo code needed.',
        'Individual cakes and pickup orders are included too.',
      ],
    },
    image: '/assets/img/events/4.svg',
    action: { route: 'cakes', label: { ru: 'Выбрать торт', en: 'Choose a cake' } },
    eventAlias: 'podarok-k-kazhdomu-tortu',
  },
  {
    id: 'zavtraki',
    title: { ru: 'Завтраки весь день', en: 'Breakfast all day' },
    lead: {
      ru: 'Сырники, омлеты и каши — с 9 утра и до закрытия, с доставкой горячими.',
      en: 'Syrniki, omelettes and porridge from 9 am until closing, delivered hot.',
    },
    body: {
      ru: [
        'Наш «Идеальный завтрак» не заканчивается в полдень. Заказывайте сырники со сметаной и кофе хоть к ужину — привезём горячими.',
      ],
      en: [
        'Our Perfect breakfast does not stop at noon. Order syrniki with sour cream and a coffee even at dinner time — they arrive hot.',
      ],
    },
    image: '/assets/img/categories/11.svg',
    action: { submenu: 'idealnyij-zavtrak', label: { ru: 'К завтракам', en: 'See breakfasts' } },
  },
];

/** A landing by its id, or undefined. */
export function findPromo(id: string | undefined): PromoLanding | undefined {
  return promoLandings.find((p) => p.id === id);
}

/** Bouquets of the flowers offer (/promo/flowers); the operator adds one when confirming the order. Their drawings'
 * colours are the theme's (`palette.art.flowers`, by id). */
export const bouquets: {
  id: string;
  name: Localized;
  text: Localized;
  price: number;
}[] = [
  {
    id: 'nezhnost',
    name: { ru: 'Нежность', en: 'Tenderness' },
    text: { ru: 'Пионовидные розы, эустома и эвкалипт', en: 'Peony roses, lisianthus and eucalyptus' },
    price: 2900,
  },
  {
    id: 'polevoy',
    name: { ru: 'Полевой', en: 'Meadow' },
    text: { ru: 'Ромашки, васильки, лаванда и злаки', en: 'Daisies, cornflowers, lavender and grasses' },
    price: 2400,
  },
  {
    id: 'klassika',
    name: { ru: 'Классика', en: 'Classic' },
    text: { ru: 'Пятнадцать красных роз в крафте', en: 'Fifteen red roses in kraft paper' },
    price: 3500,
  },
];
