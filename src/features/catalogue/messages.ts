import { defineMessages, defineMessage, type MessageValue } from 'react-intl';

export const m = {
  ...defineMessages({
    weight: { id: 'cake.weight', defaultMessage: 'Вес' },
    filling: { id: 'cake.filling', defaultMessage: 'Начинка' },
    inscription: { id: 'cake.inscription', defaultMessage: 'Надпись' },
    inscriptionLabel: { id: 'cake.inscriptionLabel', defaultMessage: 'Надпись на торте (необязательно)' },
    blockedDishes: {
      id: 'cake.blocked.dishes',
      defaultMessage:
        'В корзине другие блюда, а торт на заказ оформляется отдельным заказом. Оформите сначала их или уберите из корзины — и добавьте торт.',
    },
    added: {
      id: 'cake.added',
      defaultMessage:
        'Торт в корзине. Торты на заказ оформляются отдельным заказом: можно добавить ещё торт или перейти к оформлению.',
    },
    openCart: { id: 'product.openCart', defaultMessage: 'Открыть корзину' },
    errorRequired: { id: 'individual.errorRequired', defaultMessage: 'Заполните это поле' },
    errorNameShort: { id: 'individual.errorNameShort', defaultMessage: 'Хотя бы две буквы' },
    errorDescriptionShort: {
      id: 'individual.errorDescriptionShort',
      defaultMessage: 'Расскажите чуть подробнее — хотя бы пару слов о форме и декоре',
    },
    errorDateLate: {
      id: 'individual.errorDateLate',
      defaultMessage: 'Принимаем заказы не дальше чем на полгода вперёд',
    },
    errorPhone: { id: 'individual.errorPhone', defaultMessage: 'Номер целиком: +7 и десять цифр' },
    errorInvalid: { id: 'individual.errorInvalid', defaultMessage: 'Проверьте значение' },
    wellDescription: { id: 'individual.wellDescription', defaultMessage: 'Описание' },
    wellDate: { id: 'individual.wellDate', defaultMessage: 'Дата' },
    wellContact: { id: 'individual.wellContact', defaultMessage: 'Контакт' },
    wellReference: { id: 'individual.wellReference', defaultMessage: 'Референс' },
    doneTitle: { id: 'individual.doneTitle', defaultMessage: 'Заявка на торт в корзине' },
    another: { id: 'individual.another', defaultMessage: 'Заказать ещё один торт' },
    formTitle: { id: 'individual.formTitle', defaultMessage: 'Расскажите о торте' },
    description: { id: 'individual.description', defaultMessage: 'Какой торт вы хотите?' },
    descriptionPlaceholder: {
      id: 'individual.descriptionPlaceholder',
      defaultMessage: 'Повод, форма, цвета, декор, надпись, пожелания к вкусу…',
    },
    individualFilling: { id: 'individual.filling', defaultMessage: 'Начинка' },
    fillingAny: { id: 'individual.fillingAny', defaultMessage: 'Обсудим с кондитером' },
    date: { id: 'individual.date', defaultMessage: 'К какой дате' },
    name: { id: 'individual.name', defaultMessage: 'Ваше имя' },
    phone: { id: 'individual.phone', defaultMessage: 'Телефон' },
    referenceChange: { id: 'individual.referenceChange', defaultMessage: 'Заменить картинку' },
    reference: { id: 'individual.reference', defaultMessage: 'Прикрепить картинку-образец' },
    referenceError: { id: 'individual.referenceError', defaultMessage: 'Нужна картинка до 10 МБ' },
    referenceHelp: {
      id: 'individual.referenceHelp',
      defaultMessage:
        'Необязательно. Картинка не отправляется с заказом: она остаётся на вашем устройстве, в заказ попадает только имя файла. Кондитер позвонит и попросит прислать картинку в мессенджер.',
    },
    referenceRemove: { id: 'individual.referenceRemove', defaultMessage: 'Убрать' },
    fix: { id: 'individual.fix', defaultMessage: 'Проверьте отмеченные поля.' },
    submit: { id: 'individual.submit', defaultMessage: 'Добавить в корзину' },
    blockedTnzLong: {
      id: 'product.blocked.tnzLong',
      defaultMessage:
        'В корзине торт на заказ: он оформляется отдельным заказом, без других блюд. Оформите торт — и возвращайтесь за остальным.',
    },
    factsKcal: { id: 'product.facts.kcal', defaultMessage: 'ккал' },
    factsProtein: { id: 'product.facts.protein', defaultMessage: 'белки, г' },
    factsFat: { id: 'product.facts.fat', defaultMessage: 'жиры, г' },
    factsCarbs: { id: 'product.facts.carbs', defaultMessage: 'углеводы, г' },
    factsComposition: { id: 'product.facts.composition', defaultMessage: 'Состав' },
    factsAllergens: { id: 'product.facts.allergens', defaultMessage: 'Аллергены' },
    factsNutrition100ml: {
      id: 'product.facts.nutrition100ml',
      defaultMessage: 'Пищевая ценность на 100\u00A0мл',
    },
    factsNutrition100g: {
      id: 'product.facts.nutrition100g',
      defaultMessage: 'Пищевая ценность на 100\u00A0г',
    },
  }),
  kg: defineMessage<{ weight: MessageValue }>({ id: 'cake.kg', defaultMessage: '{weight}\u00A0кг' }),
  inscriptionHelp: defineMessage<{ max: MessageValue; used: MessageValue }>({
    id: 'cake.inscriptionHelp',
    defaultMessage: 'До {max} символов, выведем шоколадом. {used}/{max}',
  }),
  leadTimeNote: defineMessage<{ days: MessageValue }>({
    id: 'cake.leadTimeNote',
    defaultMessage:
      'Готовим за {days, plural, one {# день} few {# дня} many {# дней} other {# дня}}: дату и время доставки выберете при оформлении заказа.',
  }),
  priceFormula: defineMessage<{ price: MessageValue; weight: MessageValue }>({
    id: 'cake.priceFormula',
    defaultMessage: '{price} за кг × {weight}\u00A0кг',
  }),
  errorDescriptionLong: defineMessage<{ max: MessageValue }>({
    id: 'individual.errorDescriptionLong',
    defaultMessage: 'Не больше {max} символов',
  }),
  errorDateEarly: defineMessage<{ date: MessageValue }>({
    id: 'individual.errorDateEarly',
    defaultMessage: 'Индивидуальный торт готовим не раньше {date}',
  }),
  doneText: defineMessage<{ phone: MessageValue; price: MessageValue }>({
    id: 'individual.doneText',
    defaultMessage:
      'Оформите заказ — кондитер позвонит по номеру {phone}, обсудит детали и назовёт точную цену. Ориентировочно: {price}',
  }),
  descriptionHelp: defineMessage<{ used: MessageValue; max: MessageValue }>({
    id: 'individual.descriptionHelp',
    defaultMessage: '{used}/{max}',
  }),
  kgPrice: defineMessage<{ weight: MessageValue; price: MessageValue }>({
    id: 'cake.kgPrice',
    defaultMessage: '{weight}\u00A0кг — от {price}',
  }),
  dateHelp: defineMessage<{ date: MessageValue }>({
    id: 'individual.dateHelp',
    defaultMessage: 'Не раньше {date}',
  }),
  estimate: defineMessage<{ price: MessageValue }>({
    id: 'individual.estimate',
    defaultMessage: 'Ориентировочно, {price} за кг',
  }),
  minimumNote: defineMessage<{ minimum: MessageValue; step: MessageValue }>({
    id: 'product.minimumNote',
    defaultMessage:
      'Минимальный заказ — {minimum}\u00A0шт.{step, select, 1 {} other {, дальше кратно {step}\u00A0шт.}}',
  }),
  addMinimum: defineMessage<{ count: MessageValue }>({
    id: 'product.addMinimum',
    defaultMessage: 'В корзину · {count}\u00A0шт.',
  }),
  inCart: defineMessage<{ count: MessageValue }>({
    id: 'product.inCart',
    defaultMessage: 'В корзине: {count}\u00A0шт.',
  }),
};
