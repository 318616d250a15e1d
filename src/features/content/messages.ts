import { defineMessages, defineMessage, type MessageValue } from 'react-intl';

export const m = {
  ...defineMessages({
    promoLater: { id: 'promo.later', defaultMessage: 'Не сейчас' },
    error: {
      id: 'content.error',
      defaultMessage: 'Не удалось загрузить страницу. Проверьте соединение и попробуйте ещё раз.',
    },
    mapFailed: {
      id: 'delivery.mapFailed',
      defaultMessage: 'Карта сейчас не загрузилась — зоны и цены указаны в таблице.',
    },
    schemeLabel: { id: 'delivery.schemeLabel', defaultMessage: 'Схема зон доставки по Москве' },
    zone: { id: 'delivery.zone', defaultMessage: 'Зона' },
    price: { id: 'delivery.price', defaultMessage: 'Доставка' },
    minOrder: { id: 'delivery.minOrder', defaultMessage: 'Минимальный заказ' },
    time: { id: 'delivery.time', defaultMessage: 'Время в пути' },
    chooseCake: { id: 'event.chooseCake', defaultMessage: 'Выбрать торт' },
    toMenu: { id: 'event.toMenu', defaultMessage: 'Открыть меню' },
    all: { id: 'event.all', defaultMessage: 'Все события' },
    others: { id: 'event.others', defaultMessage: 'Другие события' },
    fillRequired: { id: 'franchise.fillRequired', defaultMessage: 'Заполните поля!' },
    success: { id: 'franchise.success', defaultMessage: 'Ваше сообщение успешно отправлено!' },
    successText: {
      id: 'franchise.successText',
      defaultMessage:
        'Менеджер по развитию позвонит вам в течение двух рабочих дней и пришлёт презентацию франшизы.',
    },
    formTitle: { id: 'franchise.formTitle', defaultMessage: 'Заявка на франшизу' },
    name: { id: 'franchise.name', defaultMessage: 'Имя' },
    phone: { id: 'franchise.phone', defaultMessage: 'Телефон' },
    city: { id: 'franchise.city', defaultMessage: 'Город' },
    about: { id: 'franchise.about', defaultMessage: 'Расскажите о себе и помещении (необязательно)' },
    failed: {
      id: 'franchise.failed',
      defaultMessage:
        'Не получилось отправить заявку. Попробуйте ещё раз или напишите на franchise@korica-slivki.ru.',
    },
    consent: {
      id: 'franchise.consent',
      defaultMessage: 'Отправляя заявку, вы соглашаетесь на обработку персональных данных.',
    },
    submit: { id: 'franchise.submit', defaultMessage: 'Отправить заявку' },
    current: { id: 'legacy.current', defaultMessage: 'Актуальная версия' },
    notice: {
      id: 'legacy.notice',
      defaultMessage:
        'Архив: это прежняя версия страницы, она сохранена для истории и может быть неактуальна.',
    },
    publications: { id: 'press.publications', defaultMessage: 'Публикации о нас' },
    duties: { id: 'vacancy.duties', defaultMessage: 'Что делать' },
    requirements: { id: 'vacancy.requirements', defaultMessage: 'Кого ищем' },
    apply: { id: 'vacancy.apply', defaultMessage: 'Откликнуться' },
  }),
  unavailableEvents: defineMessage<{ phone: MessageValue }>({
    id: 'content.unavailable.events',
    defaultMessage:
      'Афиша событий сейчас не загружается. О ближайших мастер-классах, дегустациях и праздничных меню расскажем по телефону {phone}.',
  }),
  unavailableVacancies: defineMessage<{ phone: MessageValue }>({
    id: 'content.unavailable.vacancies',
    defaultMessage:
      'Список вакансий сейчас не загружается. Мы всегда ищем бариста, кондитеров, поваров и курьеров — позвоните нам: {phone}.',
  }),
  unavailablePress: defineMessage<{ phone: MessageValue }>({
    id: 'content.unavailable.press',
    defaultMessage:
      'Список публикаций сейчас не загружается. Подборку материалов о нас пришлём по запросу — или позвоните: {phone}.',
  }),
  unavailableDelivery: defineMessage<{ phone: MessageValue }>({
    id: 'content.unavailable.delivery',
    defaultMessage: 'Условия доставки сейчас не загружаются. Расскажем о них по телефону {phone}.',
  }),
  errorServer: defineMessage<{ phone: MessageValue }>({
    id: 'content.errorServer',
    defaultMessage:
      'Страница не загрузилась: на нашем сервере сбой, мы уже разбираемся. Попробуйте через минуту или позвоните нам: {phone}.',
  }),
  zoneLine: defineMessage<{ price: MessageValue; min: MessageValue; time: MessageValue }>({
    id: 'delivery.zoneLine',
    defaultMessage: 'Доставка {price}, заказ от {min}, в пути {time}',
  }),
  subject: defineMessage<{ title: MessageValue }>({
    id: 'vacancy.subject',
    defaultMessage: 'Отклик на вакансию «{title}»',
  }),
};
