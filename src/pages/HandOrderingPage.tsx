import { useIntl } from 'react-intl';
import { PageShell } from '@/components/PageShell';
import { HandOrderForm } from '@/features/handOrdering/HandOrderForm';

/** /handOrdering: the customer's manual order form (DECISIONS.md section 3). */
export default function HandOrderingPage() {
  const intl = useIntl();
  return (
    <PageShell
      title={intl.formatMessage({ id: 'page.handOrdering.title', defaultMessage: 'Заказ по списку' })}
      lead={intl.formatMessage({
        id: 'page.handOrdering.lead',
        defaultMessage:
          'Не нашли нужное в меню или хотите заказать для большой компании? Опишите заказ своими словами — менеджер перезвонит и всё уточнит.',
      })}
      maxWidth="md"
      testId="page-handOrdering"
    >
      <HandOrderForm />
    </PageShell>
  );
}
