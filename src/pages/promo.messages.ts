import { defineMessage, defineMessages, type MessageValue } from 'react-intl';

/** The promo pages (the sitemap links page.promo.title from here): its texts (Russian defaults; English in en.json). */
export const m = {
  ...defineMessages({
    title: { id: 'page.promo.title', defaultMessage: 'Специальное предложение' },
    lead: {
      id: 'page.promo.lead',
      defaultMessage: 'Сезонные предложения кафе «Корица и Сливки»: подарки к заказу и праздничные наборы.',
    },
    promoFlowersTitle: { id: 'page.promoFlowers.title', defaultMessage: 'Цветы к торту' },
    promoFlowersLead: {
      id: 'page.promoFlowers.lead',
      defaultMessage: 'Добавьте к торту букет от нашего флориста — привезём вместе, в одно время.',
    },
    terms: { id: 'promo.terms', defaultMessage: 'Условия акции' },
    howTitle: { id: 'flowers.howTitle', defaultMessage: 'Как заказать букет' },
  }),
  howText: defineMessage<{ phone: MessageValue }>({
    id: 'flowers.howText',
    defaultMessage:
      'Выберите торт и оформите заказ, а в комментарии напишите название букета. Оператор подтвердит его при звонке и добавит в заказ — привезём вместе с тортом. Или позвоните: {phone}.',
  }),
};
