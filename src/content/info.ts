import type { Localized } from '@/domain/types';

/** A static text of SPEC.md section 1: a heading and paragraphs, in both languages. */
export type InfoText = { title: Localized; paragraphs: { ru: string[]; en: string[] } };

/** Payment terms (SPEC.md section 1). */
export const paymentText: InfoText = {
  title: { ru: 'Оплата', en: 'Payment' },
  paragraphs: {
    ru: [
      'Оплатить заказ можно банковской картой на платёжной странице банка: после оформления заказа мы перенаправим вас на защищённую страницу оплаты. Принимаются карты Visa и MasterCard.',
      'Данные карты вводятся только на странице банка и не передаются нам. Банк подтверждает оплату по технологии 3‑D Secure.',
      'Если оплата картой не прошла, вы можете оплатить заказ наличными при получении — мы предложим этот вариант сразу после неудачной попытки.',
      'Если оплаченный заказ отменён, полная сумма возвращается на карту, с которой была произведена оплата. Срок зачисления зависит от банка, обычно от 3 до 10 рабочих дней.',
    ],
    en: [
      "You can pay for your order by bank card on the bank's payment page: once the order is placed, we take you to a secure payment page. We accept Visa and MasterCard.",
      "Card details are entered only on the bank's page and are never passed to us. The bank confirms the payment with 3-D Secure.",
      'If the card payment fails, you can pay in cash on delivery or pickup — we offer this right after the failed attempt.',
      'If a paid order is cancelled, the full amount is refunded to the card it was paid with. How soon it arrives depends on your bank, usually 3 to 10 working days.',
    ],
  },
};

/** Press contacts (SPEC.md section 1). */
export const pressText: InfoText = {
  title: { ru: 'Для прессы', en: 'Press' },
  paragraphs: {
    ru: [
      'Мы с радостью рассказываем о наших кафе, кондитерской и людях, которые в них работают. Для интервью, съёмок и комментариев напишите нам на press@korica-slivki.ru — ответим в течение одного рабочего дня.',
      'По запросу пришлём пресс-кит: историю бренда, фотографии интерьеров и десертов в высоком разрешении, логотипы.',
    ],
    en: [
      'We are happy to talk about our cafes, our pastry kitchen and the people behind them. For interviews, photo shoots and comments, write to press@korica-slivki.ru — we reply within one working day.',
      'On request we will send a press kit: the story of the brand, high-resolution photos of our interiors and desserts, and logos.',
    ],
  },
};

/** Partnership and rentals (SPEC.md section 1). */
export const partnershipText: InfoText = {
  title: { ru: 'Сотрудничество и аренда', en: 'Partnership and rentals' },
  paragraphs: {
    ru: [
      'Мы открыты к сотрудничеству с поставщиками фермерских продуктов, кофейными обжарщиками, организаторами мероприятий и корпоративными клиентами. Расскажите о своём предложении на partners@korica-slivki.ru.',
      'Аренда: залы наших кафе можно арендовать для камерных праздников, презентаций и мастер-классов — до 40 гостей. Подберём меню, торт и оформление под ваше событие.',
      'Для корпоративных клиентов — фуршеты, кофе-брейки и подарочные наборы с доставкой по Москве.',
    ],
    en: [
      'We welcome partnerships with farm producers, coffee roasters, event organisers and corporate clients. Tell us about your idea at partners@korica-slivki.ru.',
      'Rentals: our cafe halls can be rented for private celebrations, presentations and workshops of up to 40 guests. We will put together the menu, the cake and the decoration for your event.',
      'For companies we offer buffets, coffee breaks and gift boxes with delivery across Moscow.',
    ],
  },
};

/** The personal-data policy in short; the full policy is at /politics (SPEC.md section 1). */
export const confText: InfoText = {
  title: { ru: 'Политика обработки персональных данных', en: 'Personal data policy' },
  paragraphs: {
    ru: [
      'Политика обработки персональных данных действует с 21.10.2022. Оператор персональных данных — юридическое лицо, зарегистрированное в Москве.',
      'Мы обрабатываем имя, телефон, адрес электронной почты и адрес доставки только для того, чтобы принять, доставить и сопроводить ваш заказ, а также ответить на ваши обращения.',
      'Обработка ведётся в соответствии с законодательством Российской Федерации, в том числе Федеральным законом № 152‑ФЗ «О персональных данных». Персональные данные хранятся на серверах, расположенных на территории России.',
      'Вы можете отозвать согласие на обработку данных, написав на privacy@korica-slivki.ru. Полный текст политики — на странице «Политика конфиденциальности».',
    ],
    en: [
      'This personal data policy is in force from 21.10.2022. The operator of personal data is a legal entity registered in Moscow.',
      'We process your name, phone number, e-mail and delivery address only to accept, deliver and follow up on your order and to answer your messages.',
      'Processing follows the law of the Russian Federation, including Federal Law No. 152-FZ "On Personal Data". Personal data is stored on servers located in Russia.',
      'You may withdraw your consent at any time by writing to privacy@korica-slivki.ru. The full text is on the "Privacy policy" page.',
    ],
  },
};
