import { FormattedMessage } from 'react-intl';
import ui from '@/components/ui.module.css';
import css from './firstPaint.module.css';
import { m } from './cakeSteps.messages';

/** How ordering a cake works, in three steps. */
export function CakeSteps() {
  const steps = [
    {
      n: 1,
      title: <FormattedMessage {...m.step1Title} />,
      text: <FormattedMessage {...m.step1Text} />,
    },
    {
      n: 2,
      title: <FormattedMessage {...m.step2Title} />,
      text: <FormattedMessage {...m.step2Text} />,
    },
    {
      n: 3,
      title: <FormattedMessage {...m.step3Title} />,
      text: <FormattedMessage {...m.step3Text} />,
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
