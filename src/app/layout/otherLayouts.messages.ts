import { defineMessages } from 'react-intl';

/** The promo layout: its badge, footer and way back to the shop (Russian defaults; English in en.json). */
export const m = defineMessages({
  badge: { id: 'promo.badge', defaultMessage: 'Специальное предложение' },
  footer: { id: 'promo.footer', defaultMessage: 'Условия акции уточняйте по телефону доставки.' },
  toShop: { id: 'promo.toShop', defaultMessage: 'Перейти в магазин' },
});
