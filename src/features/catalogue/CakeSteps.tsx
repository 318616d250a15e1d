import { FormattedMessage } from 'react-intl';
import ui from '@/components/ui.module.css';
import css from './firstPaint.module.css';

/** How ordering a cake works, in three steps. */
export function CakeSteps() {
  const steps = [
    {
      n: 1,
      title: <FormattedMessage id="cakes.step1Title" defaultMessage="Выберите торт" />,
      text: (
        <FormattedMessage
          id="cakes.step1Text"
          defaultMessage="Вес, начинку и надпись — прямо на странице торта. Цена указана за килограмм."
        />
      ),
    },
    {
      n: 2,
      title: <FormattedMessage id="cakes.step2Title" defaultMessage="Оформите заказ" />,
      text: (
        <FormattedMessage
          id="cakes.step2Text"
          defaultMessage="Укажите дату и время доставки или самовывоза — готовим к конкретному дню."
        />
      ),
    },
    {
      n: 3,
      title: <FormattedMessage id="cakes.step3Title" defaultMessage="Встречайте торт" />,
      text: (
        <FormattedMessage
          id="cakes.step3Text"
          defaultMessage="Привезём в термобоксе в согласованное время или соберём к вашему приходу в кафе."
        />
      ),
    },
  ];
  return (
    <ol data-testid="cake-steps" className={css.steps}>
      {steps.map((s) => (
        <li key={s.n} className={css.step}>
          <p aria-hidden className={css.stepNumber}>
            {s.n}
          </p>
          <h3 className={css.stepTitle}>{s.title}</h3>
          <p className={`${ui.text} ${css.stepText}`}>{s.text}</p>
        </li>
      ))}
    </ol>
  );
}
