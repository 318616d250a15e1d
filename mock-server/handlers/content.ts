import type { MockDb } from '../db';
import type { MockAnswer, MockRequest } from '../types';

/**
 * GET /api/getContent.php?type=events|vacancies|press|delivery: read-only site content
 * (docs/backend.md, "Calls added to the spec's list"). Lists come under `items`, the delivery terms under `item`.
 */
export function getContent(db: MockDb, request: MockRequest): MockAnswer {
  switch (request.query.type) {
    case 'events':
      return { body: { items: db.events } };
    case 'vacancies':
      return { body: { items: db.vacancies } };
    case 'press':
      return { body: { items: db.press } };
    case 'delivery':
      return {
        body: {
          item: {
            deliveryZones: db.config.deliveryZones,
            freeDeliveryFrom: db.config.freeDeliveryFrom,
            pickupDiscount: db.config.pickupDiscount,
          },
        },
      };
    default:
      return {
        status: 400,
        body: { code: 0, message: `Unknown content type "${request.query.type ?? ''}"` },
      };
  }
}
