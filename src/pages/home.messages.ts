import { defineMessage, defineMessages } from 'react-intl';

/** The home page: its texts (Russian defaults; English in en.json). home.heroAlt and home.toMenu are shown by the about and delivery pages too. */
export const m = {
  ...defineMessages({
    metaTitle: { id: 'home.metaTitle', defaultMessage: 'Кафе, доставка и торты на заказ в Москве' },
    metaDescription: {
      id: 'home.metaDescription',
      defaultMessage: 'Завтраки весь день, обеды, десерты и торты на заказ с доставкой по Москве.',
    },
    badgeCakes: { id: 'home.badgeCakes', defaultMessage: 'Торты за 2\u00A0дня' },
    kicker: { id: 'home.kicker', defaultMessage: 'Кафе и кондитерская · Москва' },
    title: { id: 'home.title', defaultMessage: 'Свежая выпечка и торты с доставкой к вашему столу' },
    toMenu: { id: 'home.toMenu', defaultMessage: 'Открыть меню' },
    toCakes: { id: 'home.toCakes', defaultMessage: 'Заказать торт' },
    heroAlt: { id: 'home.heroAlt', defaultMessage: 'Стол с тортами, кофе и выпечкой' },
    offers: { id: 'home.offers', defaultMessage: 'Сейчас предлагаем' },
    categories: { id: 'home.categories', defaultMessage: 'Что в меню' },
    allMenu: { id: 'home.allMenu', defaultMessage: 'Всё меню' },
    popular: { id: 'home.popular', defaultMessage: 'Любимое гостями' },
    allCakes: { id: 'home.allCakes', defaultMessage: 'Все торты' },
    allEvents: { id: 'home.allEvents', defaultMessage: 'Все события' },
  }),
  badgeTime: defineMessage<{ time: string }>({ id: 'home.badgeTime', defaultMessage: 'Доставка за {time}' }),
  badgePickup: defineMessage<{ percent: number }>({
    id: 'home.badgePickup',
    defaultMessage: 'Самовывоз −{percent}\u00A0%',
  }),
  lead: defineMessage<{ sum: string }>({
    id: 'home.lead',
    defaultMessage:
      'Печём каждое утро, варим кофе на своей смеси и собираем торты по вашим идеям. Подарок к заказу от {sum}',
  }),
  count: defineMessage<{ count: number }>({
    id: 'home.count',
    defaultMessage: '{count, plural, one {# позиция} few {# позиции} many {# позиций} other {# позиции}}',
  }),
};
