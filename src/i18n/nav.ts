import { defineMessages } from 'react-intl';

/** Labels of the main sections, shared by pages that link onward. */
export const nav = defineMessages({
  home: { id: 'nav.home', defaultMessage: 'Главная' },
  menu: { id: 'nav.menu', defaultMessage: 'Меню доставки' },
  cakes: { id: 'nav.cakes', defaultMessage: 'Торты на заказ' },
  events: { id: 'nav.events', defaultMessage: 'События' },
  about: { id: 'nav.about', defaultMessage: 'О нас' },
  delivery: { id: 'nav.delivery', defaultMessage: 'Доставка' },
  franchise: { id: 'nav.franchise', defaultMessage: 'Франшиза' },
  vacancies: { id: 'nav.vacancies', defaultMessage: 'Вакансии' },
  sitemap: { id: 'nav.sitemap', defaultMessage: 'Карта сайта' },
  registration: { id: 'nav.registration', defaultMessage: 'Регистрация' },
  individualCake: { id: 'nav.individualCake', defaultMessage: 'Торт по индивидуальному заказу' },
  handOrdering: { id: 'nav.handOrdering', defaultMessage: 'Заказ по списку' },
  ordering: { id: 'nav.ordering', defaultMessage: 'Оформление заказа' },
  politics: { id: 'nav.politics', defaultMessage: 'Политика конфиденциальности' },
  dishes: { id: 'nav.dishes', defaultMessage: 'Все блюда' },
  account: { id: 'nav.account', defaultMessage: 'Личный кабинет' },
  thanks: { id: 'nav.thanks', defaultMessage: 'Спасибо за заказ' },
  promo: { id: 'nav.promo', defaultMessage: 'Акции' },
  promoFlowers: { id: 'nav.promoFlowers', defaultMessage: 'Цветы к торту' },
  oldPages: { id: 'nav.oldPages', defaultMessage: 'Архив страниц' },
  admin: { id: 'nav.admin', defaultMessage: 'Панель оператора' },
});
