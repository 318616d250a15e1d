import { Container } from '@mui/material';
import { useIntl } from 'react-intl';
import { usePageMeta } from '@/components/usePageMeta';
import { ThanksView } from '@/features/checkout/ThanksView';

/** /spasibo?order=N: thanks, and what happened to the order's payment. */
export default function ThanksPage() {
  const intl = useIntl();
  usePageMeta(
    intl.formatMessage({ id: 'page.thanks.title', defaultMessage: 'Спасибо за заказ!' }),
    undefined,
    { noindex: true },
  );
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }} data-testid="page-thanks">
      <ThanksView />
    </Container>
  );
}
