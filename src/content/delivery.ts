import type { DeliveryTerms } from '@/domain/content';

/**
 * The delivery terms shipped with the app: /dostavka shows them when the backend has no getContent call
 * (DECISIONS.md section 6). The same zones, prices and times as the page's lead and the mock's fixtures.
 */
export const shippedDeliveryTerms: DeliveryTerms = {
  zones: [
    { name: { ru: 'В пределах Садового кольца', en: 'Inside the Garden Ring' }, price: 350, minOrder: 1500, time: { ru: '60–90 минут', en: '60–90 minutes' } },
    { name: { ru: 'От Садового кольца до ТТК', en: 'Garden Ring to Third Ring Road' }, price: 450, minOrder: 2000, time: { ru: '90–120 минут', en: '90–120 minutes' } },
    { name: { ru: 'От ТТК до МКАД', en: 'Third Ring Road to MKAD' }, price: 650, minOrder: 3000, time: { ru: '120–150 минут', en: '120–150 minutes' } },
  ],
  freeDeliveryFrom: 5000,
  pickupDiscount: 10,
};
