import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import {
  ORDER_DATE_CHOICES,
  ORDER_LIMITS,
  ORDER_NAME_MIN_LENGTH,
  type OrderField,
  type OrderProblem,
} from '@/domain/order';

/** Labels and hints of the order-form pieces (checkout and the admin order entry share them). */
/** What the cart panel and the checkout summary both say about delivery, minimums and the buffet. */
export const cartSummaryMessages = {
  ...defineMessages({
    deliveryPrice: { id: 'cart.deliveryPrice', defaultMessage: 'Доставка' },
    deliveryFree: { id: 'cart.deliveryFree', defaultMessage: 'Бесплатно' },
    pickup: { id: 'cart.delivery.pickup', defaultMessage: 'Самовывоз' },
    total: { id: 'cart.total', defaultMessage: 'Итого' },
    sum: { id: 'cart.sum', defaultMessage: 'Сумма заказа' },
  }),
  deliveryFrom: defineMessage<{ price: string }>({ id: 'cart.deliveryFrom', defaultMessage: 'от {price}' }),
  deliveryZone: defineMessage<{ zone: string }>({
    id: 'cart.deliveryZone',
    defaultMessage: 'Зона доставки: {zone}',
  }),
  deliveryByAddress: defineMessage<{ free: string }>({
    id: 'cart.deliveryByAddress',
    defaultMessage: 'Точная цена — по адресу при оформлении; от {free} доставка бесплатно.',
  }),
  minOrderAny: defineMessage<{ min: string; missing: string }>({
    id: 'cart.minOrder.any',
    defaultMessage:
      'Доставляем заказы от {min}: добавьте ещё на {missing} или заберите заказ сами — самовывоз из кафе без минимальной суммы.',
  }),
  minOrderZone: defineMessage<{ zone: string; min: string; missing: string }>({
    id: 'cart.minOrder.zone',
    defaultMessage:
      'Минимальный заказ с доставкой в зону «{zone}» — {min}: добавьте ещё на {missing} или выберите самовывоз.',
  }),
  emptyPhone: defineMessage<{ phone: string }>({
    id: 'cart.empty.phone',
    defaultMessage: 'Удобнее по телефону? Примем заказ по номеру {phone}.',
  }),
  buffet: defineMessage<{ min: string; missing: string }>({
    id: 'cart.buffet.minimum',
    defaultMessage: 'Минимальная сумма заказа фуршетного меню — {min}, добавьте ещё на {missing}',
  }),
  festive: defineMessage<{ min: string; missing: string }>({
    id: 'cart.buffet.festive',
    defaultMessage:
      'Минимальная сумма заказа фуршетного меню и праздничного стола — {min}, добавьте ещё на {missing}',
  }),
};

export const orderMessages = {
  ...defineMessages({
    address: { id: 'order.field.address', defaultMessage: 'Адрес доставки' },
    addressPlaceholder: {
      id: 'order.field.addressPlaceholder',
      defaultMessage: 'Улица и дом, например: Тверская 7',
    },
    addressHint: {
      id: 'order.field.addressHint',
      defaultMessage: 'Начните вводить адрес и выберите его из подсказок',
    },
    addressFreeTextHint: {
      id: 'order.field.addressFreeTextHint',
      defaultMessage: 'Укажите улицу и дом полностью — зону доставки уточним по телефону',
    },
    addressInZone: { id: 'order.address.inZone', defaultMessage: 'Доставляем по этому адресу' },
    suggestionsLoading: { id: 'order.address.loading', defaultMessage: 'Ищем адрес…' },
    suggestionsEmpty: {
      id: 'order.address.empty',
      defaultMessage: 'Такой адрес не нашёлся. Проверьте улицу и номер дома.',
    },
    suggestionsFailed: {
      id: 'order.address.failed',
      defaultMessage: 'Подсказки адреса не загрузились. Проверьте соединение и попробуйте ещё раз.',
    },
    suggestionOutOfZone: { id: 'order.address.outOfZoneTag', defaultMessage: 'не доставляем' },
    suggestionNoPoint: { id: 'order.address.noPointTag', defaultMessage: 'уточните дом' },
    suggestionsLabel: { id: 'order.address.suggestions', defaultMessage: 'Подсказки адреса' },
    flat: { id: 'order.field.flat', defaultMessage: 'Квартира / офис' },
    entrance: { id: 'order.field.entrance', defaultMessage: 'Подъезд' },
    floor: { id: 'order.field.floor', defaultMessage: 'Этаж' },
    intercom: { id: 'order.field.intercom', defaultMessage: 'Домофон' },
    cafe: { id: 'order.field.cafe', defaultMessage: 'Кафе для самовывоза' },
    cafesLoading: { id: 'order.cafe.loading', defaultMessage: 'Загружаем список кафе…' },
    cafesFailed: { id: 'order.cafe.failed', defaultMessage: 'Не удалось загрузить список кафе.' },
    cafesRetry: { id: 'order.cafe.retry', defaultMessage: 'Повторить' },
    date: { id: 'order.field.date', defaultMessage: 'Дата' },
    time: { id: 'order.field.time', defaultMessage: 'Время' },
    today: { id: 'order.date.today', defaultMessage: 'Сегодня' },
    tomorrow: { id: 'order.date.tomorrow', defaultMessage: 'Завтра' },
    pickDateFirst: { id: 'order.time.pickDate', defaultMessage: 'Сначала выберите дату' },
    name: { id: 'order.field.name', defaultMessage: 'Имя' },
    phone: { id: 'order.field.phone', defaultMessage: 'Телефон' },
    email: { id: 'order.field.email', defaultMessage: 'E-mail' },
    emailHint: { id: 'order.field.emailHint', defaultMessage: 'Пришлём подтверждение и чек' },
    payment: { id: 'order.field.payment', defaultMessage: 'Способ оплаты' },
    card: { id: 'order.payment.card', defaultMessage: 'Картой онлайн' },
    cardHint: {
      id: 'order.payment.cardHint',
      defaultMessage: 'Visa и MasterCard на защищённой странице банка',
    },
    cash: { id: 'order.payment.cash', defaultMessage: 'Наличными при получении' },
    cashHint: { id: 'order.payment.cashHint', defaultMessage: 'Курьеру или в кафе при самовывозе' },
  }),
  leadTime: defineMessage<{ days: number; date: string }>({
    id: 'order.date.leadTime',
    defaultMessage:
      'В заказе торт на заказ: готовим его {days, plural, one {# день} few {# дня} many {# дней} other {# дня}}, поэтому ближайшая дата — {date}.',
  }),
  sameDay: defineMessage<{ minutes: number }>({
    id: 'order.time.sameDay',
    defaultMessage: 'На сегодня — не раньше чем через {minutes}\u00A0минут после заказа.',
  }),
};

const problems = {
  ...defineMessages({
    addressRequired: { id: 'order.problem.address.required', defaultMessage: 'Укажите адрес доставки' },
    addressNotPicked: {
      id: 'order.problem.address.notPicked',
      defaultMessage: 'Выберите адрес из подсказок — так мы проверим, что доставляем туда',
    },
    addressOutOfZone: {
      id: 'order.problem.address.outOfZone',
      defaultMessage: 'По этому адресу мы пока не доставляем. Выберите другой адрес или самовывоз из кафе.',
    },
    floorDigits: { id: 'order.problem.floor.digits', defaultMessage: 'Этаж — только цифры' },
    cafeRequired: {
      id: 'order.problem.cafe.required',
      defaultMessage: 'Выберите кафе, из которого заберёте заказ',
    },
    dateRequired: { id: 'order.problem.date.required', defaultMessage: 'Выберите дату' },
    timeRequired: { id: 'order.problem.time.required', defaultMessage: 'Выберите время' },
    timeGone: {
      id: 'order.problem.time.slotGone',
      defaultMessage: 'Это время уже недоступно — выберите другое',
    },
    nameRequired: { id: 'order.problem.name.required', defaultMessage: 'Укажите имя' },
    phoneRequired: {
      id: 'order.problem.phone.required',
      defaultMessage: 'Укажите телефон — курьер или кафе позвонят по нему',
    },
    phoneIncomplete: {
      id: 'order.problem.phone.incomplete',
      defaultMessage: 'Номер неполный: нужен +7 и ещё 10 цифр',
    },
    emailRequired: {
      id: 'order.problem.email.required',
      defaultMessage: 'Укажите e-mail — пришлём на него подтверждение и чек',
    },
    emailInvalid: {
      id: 'order.problem.email.invalid',
      defaultMessage: 'Проверьте e-mail: например, anna@example.com',
    },
    paymentRequired: { id: 'order.problem.payment.required', defaultMessage: 'Выберите способ оплаты' },
    invalid: { id: 'order.problem.invalid', defaultMessage: 'Проверьте это поле' },
  }),
  tooLong: defineMessage<{ max: number }>({
    id: 'order.problem.tooLong',
    defaultMessage:
      'Не длиннее {max, plural, one {# символа} few {# символов} many {# символов} other {# символа}}',
  }),
  dateEarly: defineMessage<{ date: string }>({
    id: 'order.problem.date.early',
    defaultMessage: 'К этой дате уже не успеем — выберите дату не раньше {date}',
  }),
  dateLate: defineMessage<{ date: string; days: number }>({
    id: 'order.problem.date.late',
    defaultMessage: 'Заказы принимаем на {days}\u00A0дней вперёд — выберите дату не позже {date}',
  }),
  nameShort: defineMessage<{ min: number }>({
    id: 'order.problem.name.tooShort',
    defaultMessage: 'Имя — хотя бы {min} буквы',
  }),
};

/** What the date messages need to name the boundaries. */
export type DateBounds = { earliest: string; latest: string };

/** A date as the customer reads it: `21 ноября` / `21 November`. */
export function formatOrderDate(intl: IntlShape, iso: string, withWeekday = false): string {
  const [y, m, d] = iso.split('-').map(Number);
  const date = new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
  return intl.formatDate(date, {
    day: 'numeric',
    month: 'long',
    ...(withWeekday ? { weekday: 'short' } : {}),
  });
}

/** The clear message of one field's problem, shown next to the field. */
export function problemText(
  intl: IntlShape,
  field: OrderField,
  problem: OrderProblem,
  bounds?: DateBounds,
): string {
  if (problem === 'tooLong')
    return intl.formatMessage(problems.tooLong, {
      max: ORDER_LIMITS[field as keyof typeof ORDER_LIMITS] ?? 0,
    });
  switch (field) {
    case 'address':
      return intl.formatMessage(
        problem === 'outOfZone'
          ? problems.addressOutOfZone
          : problem === 'notPicked'
            ? problems.addressNotPicked
            : problems.addressRequired,
      );
    case 'floor':
      return intl.formatMessage(problems.floorDigits);
    case 'cafe':
      return intl.formatMessage(problems.cafeRequired);
    case 'date':
      if (problem === 'early' && bounds)
        return intl.formatMessage(problems.dateEarly, { date: formatOrderDate(intl, bounds.earliest) });
      if (problem === 'late' && bounds)
        return intl.formatMessage(problems.dateLate, {
          date: formatOrderDate(intl, bounds.latest),
          days: ORDER_DATE_CHOICES,
        });
      return intl.formatMessage(problems.dateRequired);
    case 'time':
      return intl.formatMessage(problem === 'slotGone' ? problems.timeGone : problems.timeRequired);
    case 'name':
      return problem === 'tooShort'
        ? intl.formatMessage(problems.nameShort, { min: ORDER_NAME_MIN_LENGTH })
        : intl.formatMessage(problems.nameRequired);
    case 'phone':
      return intl.formatMessage(problem === 'phone' ? problems.phoneIncomplete : problems.phoneRequired);
    case 'email':
      return intl.formatMessage(problem === 'email' ? problems.emailInvalid : problems.emailRequired);
    case 'payment':
      return intl.formatMessage(problems.paymentRequired);
    default:
      return intl.formatMessage(problems.invalid);
  }
}

/** The DOM id of a field's input (and, with `-error`, of its message): `checkout-name`, `checkout-name-error`. */
export function fieldId(idPrefix: string, field: OrderField): string {
  return `${idPrefix}-${field}`;
}
