import { defineMessages } from 'react-intl';

/** The about page: its texts (Russian defaults; English in en.json). */
export const m = defineMessages({
  numberYear: { id: 'about.numberYear', defaultMessage: 'год, когда открылась первая кондитерская' },
  numberCafes: { id: 'about.numberCafes', defaultMessage: 'кафе в центре Москвы' },
  numberCakes: { id: 'about.numberCakes', defaultMessage: 'тортов каждый день из нашего цеха' },
  numberTeam: { id: 'about.numberTeam', defaultMessage: 'человек в команде' },
  value1Title: { id: 'about.value1Title', defaultMessage: 'Печём каждое утро' },
  value1Text: {
    id: 'about.value1Text',
    defaultMessage:
      'Круассаны, хлеб и булочки с корицей выходят из печи к открытию. Что не продали за день — отдаём фонду «Еда без границ».',
  },
  value2Title: { id: 'about.value2Title', defaultMessage: 'Только настоящие продукты' },
  value2Text: {
    id: 'about.value2Text',
    defaultMessage:
      'Сливочное масло 82\u00A0%, фермерские сливки и творог, бельгийский шоколад. Никаких растительных сливок и ароматизаторов.',
  },
  value3Title: { id: 'about.value3Title', defaultMessage: 'Свой кофе' },
  value3Text: {
    id: 'about.value3Text',
    defaultMessage:
      'Смесь бразильской и эфиопской арабики обжариваем раз в неделю специально для наших кафе.',
  },
  title: { id: 'page.about.title', defaultMessage: 'О нас' },
  lead: {
    id: 'page.about.lead',
    defaultMessage:
      'Мы — семейная кондитерская и кафе в центре Москвы. Печём каждое утро, варим кофе на собственной смеси и делаем торты по вашим идеям.',
  },
  storyTitle: { id: 'about.storyTitle', defaultMessage: 'Как всё началось' },
  story1: {
    id: 'about.story1',
    defaultMessage:
      '«Корица и Сливки» началась с маленькой кондитерской на Малой Бронной: шесть столиков, витрина с медовиком и очередь за булочками с корицей по утрам.',
  },
  story2: {
    id: 'about.story2',
    defaultMessage:
      'Сегодня у нас семь кафе, собственный кондитерский цех и доставка по всей Москве, но рецепты остались теми же: медовик из восьми коржей, заварной крем на настоящем масле и кофе, который мы обжариваем сами.',
  },
  numbersLabel: { id: 'about.numbersLabel', defaultMessage: 'Мы в цифрах' },
  valuesTitle: { id: 'about.valuesTitle', defaultMessage: 'Что для нас важно' },
  cafesTitle: { id: 'about.cafesTitle', defaultMessage: 'Наши кафе' },
  joinTeam: { id: 'about.joinTeam', defaultMessage: 'Работать у нас' },
});
