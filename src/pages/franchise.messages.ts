import { defineMessages } from 'react-intl';

/** The franchise page: its texts (Russian defaults; English in en.json). */
export const m = defineMessages({
  figure1Value: { id: 'franchise.figure1Value', defaultMessage: 'от 9\u00A0млн\u00A0р.' },
  figure1: { id: 'franchise.figure1', defaultMessage: 'инвестиции в кафе под ключ' },
  figure2Value: { id: 'franchise.figure2Value', defaultMessage: '24 мес.' },
  figure2: { id: 'franchise.figure2', defaultMessage: 'средний срок окупаемости' },
  figure3: { id: 'franchise.figure3', defaultMessage: 'роялти с выручки' },
  figure4Value: { id: 'franchise.figure4Value', defaultMessage: '80–150 м²' },
  figure4: { id: 'franchise.figure4', defaultMessage: 'площадь помещения' },
  benefit1Title: { id: 'franchise.benefit1Title', defaultMessage: 'Рецептуры и поставки' },
  benefit1Text: {
    id: 'franchise.benefit1Text',
    defaultMessage:
      'Технологические карты всего меню, торты и полуфабрикаты из нашего цеха, проверенные поставщики кофе и молока.',
  },
  benefit2Title: { id: 'franchise.benefit2Title', defaultMessage: 'Обучение команды' },
  benefit2Text: {
    id: 'franchise.benefit2Text',
    defaultMessage:
      'Месяц стажировки для управляющего, бариста и кондитеров в наших кафе, аттестация перед открытием.',
  },
  benefit3Title: { id: 'franchise.benefit3Title', defaultMessage: 'Дизайн и запуск' },
  benefit3Text: {
    id: 'franchise.benefit3Text',
    defaultMessage:
      'Проект интерьера, подбор оборудования, помощь с выбором помещения и открытие под ключ за четыре месяца.',
  },
  benefit4Title: { id: 'franchise.benefit4Title', defaultMessage: 'Маркетинг и доставка' },
  benefit4Text: {
    id: 'franchise.benefit4Text',
    defaultMessage:
      'Сайт, доставка, программа лояльности и федеральные акции — гости найдут вас с первого дня.',
  },
  step1: { id: 'franchise.step1', defaultMessage: 'Заявка и звонок менеджера' },
  step2: { id: 'franchise.step2', defaultMessage: 'Встреча и дегустация в Москве' },
  step3: { id: 'franchise.step3', defaultMessage: 'Подбор помещения и договор' },
  step4: { id: 'franchise.step4', defaultMessage: 'Ремонт, обучение и открытие' },
  title: { id: 'page.franchise.title', defaultMessage: 'Франшиза' },
  lead: {
    id: 'page.franchise.lead',
    defaultMessage:
      'Откройте кафе «Корица и Сливки» в своём городе: рецептуры нашей кондитерской, обучение команды, поставки и поддержка маркетинга.',
  },
  benefitsTitle: { id: 'franchise.benefitsTitle', defaultMessage: 'Что вы получаете' },
  stepsTitle: { id: 'franchise.stepsTitle', defaultMessage: 'Как мы начнём' },
  requirements: {
    id: 'franchise.requirements',
    defaultMessage:
      'Ищем партнёров с опытом в ресторанном бизнесе или рознице, готовых лично управлять кафе в первый год.',
  },
});
