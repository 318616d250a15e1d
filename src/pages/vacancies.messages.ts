import { defineMessage, defineMessages, type MessageValue } from 'react-intl';

/** The vacancies page: its texts (Russian defaults; English in en.json). */
export const m = {
  ...defineMessages({
    perk1: {
      id: 'vacancies.perk1',
      defaultMessage: 'Официальное оформление и зарплата дважды в месяц без задержек',
    },
    perk2: {
      id: 'vacancies.perk2',
      defaultMessage: 'Бесплатное питание в смену и скидка 30\u00A0% в наших кафе',
    },
    perk3: {
      id: 'vacancies.perk3',
      defaultMessage: 'Обучение у шеф-кондитера и бариста-тренера, рост до старшей позиции',
    },
    perk4: {
      id: 'vacancies.perk4',
      defaultMessage: 'Форма, медицинская книжка за наш счёт и дружная команда',
    },
    title: { id: 'page.vacancies.title', defaultMessage: 'Вакансии' },
    lead: {
      id: 'page.vacancies.lead',
      defaultMessage: 'Ищем бариста, кондитеров, курьеров и официантов, которые любят своё дело.',
    },
    whyTitle: { id: 'vacancies.whyTitle', defaultMessage: 'Почему у нас хорошо работать' },
    empty: {
      id: 'vacancies.empty',
      defaultMessage: 'Сейчас открытых вакансий нет, но мы всегда рады знакомству — пришлите резюме.',
    },
  }),
  contact: defineMessage<{ email: MessageValue; phone: MessageValue }>({
    id: 'vacancies.contact',
    defaultMessage:
      'Не нашли подходящую вакансию? Пришлите резюме на {email} или позвоните {phone} — расскажем о работе в команде.',
  }),
};
