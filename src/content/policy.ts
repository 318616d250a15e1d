import type { Localized } from '@/domain/types';

/** The privacy policy of SPEC.md section 1, dated 21.10.2022, as sections of paragraphs. */
export const privacyPolicy: {
  date: string;
  sections: { title: Localized; body: { ru: string[]; en: string[] } }[];
} = {
  date: '21.10.2022',
  sections: [
    {
      title: { ru: '1. Общие положения', en: '1. General provisions' },
      body: {
        ru: [
          'Настоящая политика определяет порядок обработки персональных данных пользователей сайта кафе «Корица и Сливки» и меры по их защите. Политика действует с 21.10.2022.',
          'Оператор персональных данных — юридическое лицо, зарегистрированное и находящееся в Москве (реквизиты — в разделе «Реквизиты» в подвале сайта).',
        ],
        en: [
          'This policy sets out how the personal data of users of the Cinnamon & Cream cafe website is processed and protected. It is in force from 21.10.2022.',
          'The operator of personal data is a legal entity registered and located in Moscow (see "Requisites" in the site footer for details).',
        ],
      },
    },
    {
      title: { ru: '2. Какие данные мы обрабатываем', en: '2. What data we process' },
      body: {
        ru: [
          'Имя и фамилию, номер телефона, адрес электронной почты, адрес доставки, историю заказов, а также технические данные: cookie, IP-адрес, сведения о браузере.',
        ],
        en: [
          'Your first and last name, phone number, e-mail, delivery address, order history, and technical data: cookies, IP address and browser information.',
        ],
      },
    },
    {
      title: { ru: '3. Цели обработки', en: '3. Why we process it' },
      body: {
        ru: [
          'Приём, приготовление и доставка заказов; связь с вами по заказу; ответы на отзывы и обращения; ведение личного кабинета; улучшение работы сайта.',
        ],
        en: [
          'To accept, prepare and deliver orders; to contact you about an order; to answer feedback and requests; to run your personal account; to improve the website.',
        ],
      },
    },
    {
      title: { ru: '4. Правовые основания и хранение', en: '4. Legal basis and storage' },
      body: {
        ru: [
          'Обработка ведётся на основании вашего согласия и договора на оказание услуг, в соответствии с законодательством Российской Федерации, включая Федеральный закон № 152‑ФЗ «О персональных данных». Применимое право — право Российской Федерации.',
          'Персональные данные граждан России записываются, систематизируются и хранятся в базах данных, находящихся на территории Российской Федерации.',
        ],
        en: [
          'Processing is based on your consent and the service contract and follows the law of the Russian Federation, including Federal Law No. 152-FZ "On Personal Data". Russian law applies.',
          'Personal data of Russian citizens is recorded, organised and stored in databases located in the Russian Federation.',
        ],
      },
    },
    {
      title: { ru: '5. Ваши права', en: '5. Your rights' },
      body: {
        ru: [
          'Вы можете узнать, какие данные о вас хранятся, потребовать их уточнения или удаления и отозвать согласие, написав на privacy@korica-slivki.ru. Мы ответим в течение 10 рабочих дней.',
        ],
        en: [
          'You may ask what data we hold about you, have it corrected or deleted, and withdraw your consent by writing to privacy@korica-slivki.ru. We reply within 10 working days.',
        ],
      },
    },
  ],
};
