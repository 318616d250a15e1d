import { defineMessages, defineMessage, type MessageValue } from 'react-intl';

export const m = {
  ...defineMessages({
    add: { id: 'card.add', defaultMessage: 'В корзину' },
    popular: { id: 'card.popular', defaultMessage: 'Хит' },
    choice: { id: 'card.choice', defaultMessage: 'Вариант' },
    cakeChoose: { id: 'card.cakeChoose', defaultMessage: 'Выбрать' },
    blockedTnz: {
      id: 'card.blockedTnz',
      defaultMessage: 'В корзине торт на заказ — он оформляется отдельно от других блюд',
    },
    searchPlaceholder: { id: 'menu.searchPlaceholder', defaultMessage: 'Найти блюдо или напиток' },
    searchLabel: { id: 'menu.searchLabel', defaultMessage: 'Поиск по меню' },
    categories: { id: 'menu.categories', defaultMessage: 'Категории меню' },
    searchReset: { id: 'menu.searchReset', defaultMessage: 'Показать всё меню' },
    cakesTitle: { id: 'teaser.cakesTitle', defaultMessage: 'Нужен торт к празднику?' },
    cakesText: {
      id: 'teaser.cakesText',
      defaultMessage:
        'Соберём торт нужного веса с любимой начинкой и надписью или испечём по вашему эскизу. Цена — за килограмм, заказ за 2–5\u00A0дней.',
    },
    cakesButton: { id: 'teaser.cakesButton', defaultMessage: 'Торты на заказ' },
    individual: { id: 'cakes.individual', defaultMessage: 'Торт по индивидуальному заказу' },
    error: {
      id: 'catalogue.error',
      defaultMessage: 'Не удалось загрузить меню. Проверьте соединение и попробуйте ещё раз.',
    },
    sections: { id: 'menu.sections', defaultMessage: 'Разделы меню' },
    all: { id: 'menu.all', defaultMessage: 'Всё меню' },
  }),
  addAria: defineMessage<{ name: MessageValue }>({ id: 'card.addAria', defaultMessage: 'В корзину: {name}' }),
  cakePricePerKg: defineMessage<{ price: MessageValue }>({
    id: 'card.cakePricePerKg',
    defaultMessage: '{price} / кг',
  }),
  cakeLeadTime: defineMessage<{ days: MessageValue }>({
    id: 'card.cakeLeadTime',
    defaultMessage: 'Готовим за {days, plural, one {# день} few {# дня} many {# дней} other {# дня}}',
  }),
  weight: defineMessage<{ unit: MessageValue; weight: MessageValue }>({
    id: 'card.weight',
    defaultMessage:
      '{unit, select, g {{weight}\u00A0г} ml {{weight}\u00A0мл} kg {{weight}\u00A0кг} other {{weight}\u00A0шт.}}',
  }),
  minimum: defineMessage<{ minimum: MessageValue }>({
    id: 'card.minimum',
    defaultMessage: 'от {minimum}\u00A0шт.',
  }),
  multiplicity: defineMessage<{ step: MessageValue }>({
    id: 'card.multiplicity',
    defaultMessage: 'кратно {step}',
  }),
  found: defineMessage<{ count: MessageValue }>({
    id: 'menu.found',
    defaultMessage:
      '{count, plural, =0 {Ничего не нашлось} one {Нашлась # позиция} few {Нашлись # позиции} many {Нашлось # позиций} other {Нашлось # позиции}}',
  }),
  searchEmpty: defineMessage<{ query: MessageValue }>({
    id: 'menu.searchEmpty',
    defaultMessage: 'По запросу «{query}» ничего нет. Попробуйте другое название.',
  }),
  errorServer: defineMessage<{ phone: MessageValue }>({
    id: 'catalogue.errorServer',
    defaultMessage:
      'Меню не загрузилось: на нашем сервере сбой, мы уже разбираемся. Попробуйте через минуту или закажите по телефону {phone}.',
  }),
  empty: defineMessage<{ phone: MessageValue }>({
    id: 'catalogue.empty',
    defaultMessage:
      'Меню сейчас обновляется — загляните чуть позже или позвоните нам: {phone}, и мы всё расскажем.',
  }),
};
