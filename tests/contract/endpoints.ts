import type { Struct } from 'superstruct';
import type { ItemSchemas } from './drift';
import { CartItemSchema, CheckPromoSchema, GetCartSchema, PresentSchema, TierSchema } from '@/api/cart';
import { LoginAnswerSchema } from '@/api/auth';
import {
  DeliveryAnswerSchema,
  DeliveryZoneNodeSchema,
  EventNodeSchema,
  EventsAnswerSchema,
  PressAnswerSchema,
  PressNodeSchema,
  VacanciesAnswerSchema,
  VacancyNodeSchema,
} from '@/api/content';
import { OrderStatusSchema, SuggestionSchema } from '@/api/order';
import { CafeSchema, CafesSchema, ChoiceSchema, MenuCatalogSchema } from '@/api/schemas';
import { array } from 'superstruct';

/** A safe, read-only request to one endpoint and the schema its answer must pass (the app's own). */
export type ContractCase = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** On `{api}` (VITE_API_URL) rather than the page's origin. */
  onApi: boolean;
  query?: Record<string, string>;
  body?: unknown;
  schema: Struct<unknown, unknown>;
  /** The item schemas of lists the app reads one item at a time (`array(unknown())` in the answer's schema), by path. */
  items?: ItemSchemas;
  /** Fields this request's answer lacks by design (a refused login has no profile): not drift. */
  absentByDesign?: string[];
  /** Lists of lines read under either naming (DECISIONS.md section 6): the report says which one the answer uses. */
  lineLists?: string[];
};

/** Every endpoint with a request that changes nothing on the server. */
export const contractCases: ContractCase[] = [
  {
    name: 'menuCatalog',
    method: 'GET',
    path: '/api/main_pages/menu_catalog.php',
    onApi: true,
    query: { data: 'menu', token: '', path: '/' },
    schema: MenuCatalogSchema as Struct<unknown, unknown>,
    items: { 'cafes[]': CafeSchema, 'catalogMenu[].childs[].choices[]': ChoiceSchema },
  },
  {
    name: 'getCafes',
    method: 'GET',
    path: '/api/getCafes.php',
    onApi: true,
    schema: CafesSchema as Struct<unknown, unknown>,
  },
  ...(
    [
      ['events', EventsAnswerSchema, { 'items[]': EventNodeSchema }],
      ['vacancies', VacanciesAnswerSchema, { 'items[]': VacancyNodeSchema }],
      ['press', PressAnswerSchema, { 'items[]': PressNodeSchema }],
      ['delivery', DeliveryAnswerSchema, { 'item.deliveryZones[]': DeliveryZoneNodeSchema }],
    ] as const
  ).map(([type, schema, items]) => ({
    name: `getContent:${type}`,
    method: 'GET' as const,
    path: '/api/getContent.php',
    onApi: true,
    query: { type },
    schema: schema as Struct<unknown, unknown>,
    items,
  })),
  // A login that must fail: it changes nothing and shows the rejection's shape.
  {
    name: 'login',
    method: 'POST',
    path: '/api/login.php',
    onApi: false,
    body: {
      login: 'contract-check@example.invalid',
      password: 'not-a-password',
      token: 'contractcheckcontractcheck0000',
      lang: 'ru',
    },
    schema: LoginAnswerSchema as Struct<unknown, unknown>,
    absentByDesign: ['id', 'user', 'fullname', 'phone', 'email', 'extended'],
  },
  {
    name: 'getCart',
    method: 'POST',
    path: '/api/main_pages/getCart.php',
    onApi: false,
    body: {
      cart: [
        {
          id: 701,
          name: 'Медовик',
          count: 1,
          price: 420,
          choice: false,
          choiceName: '',
          parent: 16,
          minimum: 1,
          multiplicity: 1,
        },
      ],
      presents: [],
      typeDelivery: 1,
    },
    schema: GetCartSchema as Struct<unknown, unknown>,
    items: { 'cart[]': CartItemSchema, 'presents[]': TierSchema, 'presents[].list[]': PresentSchema },
    lineLists: ['cart[]', 'presents[].list[]'],
  },
  {
    name: 'checkPromo',
    method: 'POST',
    path: '/api/check_promo.php',
    onApi: false,
    body: { promo: 'SKIDKA10' },
    schema: CheckPromoSchema as Struct<unknown, unknown>,
  },
  // An order number no shop has: the refusal's shape, nothing changed.
  {
    name: 'orderStatus',
    method: 'POST',
    path: '/api/main_pages/orderStatus.php',
    onApi: false,
    body: { orderId: 1, lang: 'ru' },
    schema: OrderStatusSchema as Struct<unknown, unknown>,
    absentByDesign: ['status', 'payment', 'total', 'paid'],
  },
  {
    name: 'suggestAddress',
    method: 'GET',
    path: '/api/suggestAddress.php',
    onApi: false,
    query: { query: 'Тверская', lang: 'ru' },
    schema: array(SuggestionSchema) as Struct<unknown, unknown>,
  },
];
