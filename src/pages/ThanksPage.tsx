import { Container } from '@mui/material';
import { useIntl } from 'react-intl';
import { PageMeta } from '@/components/PageMeta';
import { t } from '@/features/checkout/messages';
import { ThanksView } from '@/features/checkout/ThanksView';

/** /spasibo?order=N: thanks, and what happened to the order's payment. */
export default function ThanksPage() {
  const intl = useIntl();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }} data-testid="page-thanks">
      <PageMeta title={intl.formatMessage(t.thanks)} noindex />
      <ThanksView />
    </Container>
  );
}
