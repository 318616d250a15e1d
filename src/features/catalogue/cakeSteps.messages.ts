import { defineMessages } from 'react-intl';

export const m = defineMessages({
  step1Title: { id: 'cakes.step1Title', defaultMessage: 'Выберите торт' },
  step1Text: {
    id: 'cakes.step1Text',
    defaultMessage: 'Вес, начинку и надпись — прямо на странице торта. Цена указана за килограмм.',
  },
  step2Title: { id: 'cakes.step2Title', defaultMessage: 'Оформите заказ' },
  step2Text: {
    id: 'cakes.step2Text',
    defaultMessage: 'Укажите дату и время доставки или самовывоза — готовим к конкретному дню.',
  },
  step3Title: { id: 'cakes.step3Title', defaultMessage: 'Встречайте торт' },
  step3Text: {
    id: 'cakes.step3Text',
    defaultMessage: 'Привезём в термобоксе в согласованное время или соберём к вашему приходу в кафе.',
  },
});
