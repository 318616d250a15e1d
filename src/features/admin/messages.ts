import { defineMessages, defineMessage, type MessageValue } from 'react-intl';

export const m = {
  ...defineMessages({
    panel: { id: 'admin.panel', defaultMessage: 'Панель оператора' },
    toShop: { id: 'admin.toShop', defaultMessage: 'На сайт' },
    otherLocale: { id: 'admin.otherLocale', defaultMessage: 'English version' },
    adminTitle: { id: 'page.admin.title', defaultMessage: 'Панель оператора' },
    adminLead: {
      id: 'page.admin.lead',
      defaultMessage:
        'Инструменты для операторов: приём заказов по телефону для каждого бренда и проверка подсказок адресов.',
    },
    forms: { id: 'admin.forms', defaultMessage: 'Приём заказа по телефону' },
    tools: { id: 'admin.tools', defaultMessage: 'Проверки' },
    adminDadataTitle: { id: 'page.adminDadata.title', defaultMessage: 'Проверка подсказок адресов' },
    dadataNote: {
      id: 'admin.dadataNote',
      defaultMessage: 'Сырые ответы suggestAddress: адрес, координаты, зона доставки, время ответа.',
    },
    dadataYes: { id: 'admin.dadata.yes', defaultMessage: 'да' },
    dadataNo: { id: 'admin.dadata.no', defaultMessage: 'нет' },
    adminDadataLead: {
      id: 'page.adminDadata.lead',
      defaultMessage: 'Введите адрес, чтобы увидеть подсказки и проверить, входит ли он в зону доставки.',
    },
    dadataQuery: { id: 'admin.dadata.query', defaultMessage: 'Запрос' },
    dadataPlaceholder: { id: 'admin.dadata.placeholder', defaultMessage: 'Например: Тверская 7' },
    dadataSubmit: { id: 'admin.dadata.submit', defaultMessage: 'Запросить' },
    dadataBusy: { id: 'admin.dadata.busy', defaultMessage: 'Запрашиваем…' },
    dadataNone: { id: 'admin.dadata.none', defaultMessage: 'Подсказок нет.' },
    dadataTable: { id: 'admin.dadata.table', defaultMessage: 'Подсказки адресов' },
    cartEmpty: {
      id: 'admin.cart.empty',
      defaultMessage: 'В заказе пока ничего нет — найдите блюда в каталоге.',
    },
    cartTitle: { id: 'admin.cart.title', defaultMessage: 'Заказ' },
    totalSum: { id: 'admin.total.sum', defaultMessage: 'Сумма' },
    totalPickup: { id: 'admin.total.pickup', defaultMessage: 'Скидка за самовывоз' },
    totalDelivery: { id: 'admin.total.delivery', defaultMessage: 'Доставка' },
    totalTotal: { id: 'admin.total.total', defaultMessage: 'Итого' },
    totalStale: {
      id: 'admin.total.stale',
      defaultMessage: 'Цену доставки не удалось обновить: показана последняя известная.',
    },
    adminOrderingLead: {
      id: 'page.adminOrdering.lead',
      defaultMessage: 'Соберите корзину из каталога, найдите клиента по телефону и оформите заказ за него.',
    },
    orderingForm: { id: 'admin.ordering.form', defaultMessage: 'Заказ для клиента' },
    sectionCatalogue: { id: 'admin.section.catalogue', defaultMessage: 'Каталог' },
    sectionCustomer: { id: 'admin.section.customer', defaultMessage: 'Клиент' },
    sectionDelivery: { id: 'admin.section.delivery', defaultMessage: 'Получение' },
    sectionPayment: { id: 'admin.section.payment', defaultMessage: 'Оплата и комментарий' },
    comment: { id: 'admin.comment', defaultMessage: 'Комментарий к заказу' },
    invalid: { id: 'admin.invalid', defaultMessage: 'Заказ не отправлен: исправьте отмеченные поля.' },
    sending: { id: 'admin.sending', defaultMessage: 'Отправляем…' },
    submit: { id: 'admin.submit', defaultMessage: 'Оформить заказ' },
    placedClose: { id: 'admin.placed.close', defaultMessage: 'Скрыть' },
    placedLinkLead: {
      id: 'admin.placed.linkLead',
      defaultMessage: 'Ссылка на оплату — отправьте её клиенту:',
    },
    placedLink: { id: 'admin.placed.link', defaultMessage: 'Ссылка на оплату' },
    placedCopied: { id: 'admin.placed.copied', defaultMessage: 'Скопировано' },
    placedCopy: { id: 'admin.placed.copy', defaultMessage: 'Копировать' },
    placedNext: {
      id: 'admin.placed.next',
      defaultMessage: 'Форма очищена — можно принимать следующий заказ.',
    },
    productChoice: { id: 'admin.product.choice', defaultMessage: 'Вариант' },
    productAdd: { id: 'admin.product.add', defaultMessage: 'Добавить' },
    productSearch: { id: 'admin.product.search', defaultMessage: 'Поиск по каталогу' },
    productSearchPlaceholder: {
      id: 'admin.product.searchPlaceholder',
      defaultMessage: 'Название блюда или код',
    },
    productLoading: { id: 'admin.product.loading', defaultMessage: 'Загружаем каталог…' },
    productLoadError: { id: 'admin.product.loadError', defaultMessage: 'Каталог не загрузился.' },
    retry: { id: 'admin.retry', defaultMessage: 'Повторить' },
    productNone: { id: 'admin.product.none', defaultMessage: 'Ничего не нашлось' },
    productResults: { id: 'admin.product.results', defaultMessage: 'Найденные блюда' },
    brandUdc: { id: 'admin.brand.udc', defaultMessage: 'Единая служба доставки' },
    brandBm: { id: 'admin.brand.bm', defaultMessage: 'Булочная «Мельница»' },
    brandCg: { id: 'admin.brand.cg', defaultMessage: 'Кофейня «Городской сад»' },
    brandCs: { id: 'admin.brand.cs', defaultMessage: 'Корица и Сливки' },
    brandCsOld: { id: 'admin.brand.csOld', defaultMessage: 'Корица и Сливки (прежняя форма)' },
  }),
  brandCode: defineMessage<{ code: MessageValue }>({
    id: 'admin.brandCode',
    defaultMessage: 'Код бренда: {code}',
  }),
  dadataAsked: defineMessage<{ query: MessageValue }>({
    id: 'admin.dadata.asked',
    defaultMessage: '«{query}»',
  }),
  dadataCount: defineMessage<{ count: MessageValue }>({
    id: 'admin.dadata.count',
    defaultMessage:
      '{count, plural, one {# подсказка} few {# подсказки} many {# подсказок} other {# подсказки}}',
  }),
  dadataMs: defineMessage<{ ms: MessageValue }>({ id: 'admin.dadata.ms', defaultMessage: '{ms} мс' }),
  dadataError: defineMessage<{ kind: MessageValue }>({
    id: 'admin.dadata.error',
    defaultMessage: 'Запрос не удался: {kind}',
  }),
  cartRemove: defineMessage<{ name: MessageValue }>({
    id: 'admin.cart.remove',
    defaultMessage: 'Убрать из заказа: {name}',
  }),
  orderingTitle: defineMessage<{ brand: MessageValue }>({
    id: 'admin.ordering.title',
    defaultMessage: 'Заказ по телефону: {brand}',
  }),
  totalToPay: defineMessage<{ sum: MessageValue }>({
    id: 'admin.total.toPay',
    defaultMessage: 'К оплате: {sum}',
  }),
  placedTitle: defineMessage<{ number: MessageValue }>({
    id: 'admin.placed.title',
    defaultMessage: 'Заказ № {number} принят',
  }),
  placedSummary: defineMessage<{
    name: MessageValue;
    phone: MessageValue;
    total: MessageValue;
    payment: MessageValue;
  }>({
    id: 'admin.placed.summary',
    defaultMessage:
      '{name}, {phone} · {total} · {payment, select, card {оплата картой} other {оплата наличными}}',
  }),
  productRule: defineMessage<{ min: MessageValue; step: MessageValue }>({
    id: 'admin.product.rule',
    defaultMessage: 'от {min}, шаг {step}',
  }),
  productAddAria: defineMessage<{ name: MessageValue }>({
    id: 'admin.product.addAria',
    defaultMessage: 'Добавить в заказ: {name}',
  }),
};
