import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { getHref } from '@/app/paths';
import { Money } from '@/components/Money';
import { PageShell } from '@/components/PageShell';
import { useLocale } from '@/components/useLocale';
import { contacts, telHref } from '@/config/contacts';
import { bouquets } from '@/content/promos';
import { pick } from '@/domain/types';
import { Bouquet } from '@/features/content/Bouquet';
import { m as contentMessages } from '@/features/content/messages';
import { palette } from '@/theme/theme';
import { nav } from '@/i18n/nav';
import { m } from './promo.messages';

/** /promo/flowers: a bouquet delivered with the cake. */
export default function PromoFlowersPage() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <PageShell
      title={intl.formatMessage(m.promoFlowersTitle)}
      lead={intl.formatMessage(m.promoFlowersLead)}
      trail={[
        {
          label: intl.formatMessage(nav.promo),
          to: getHref('promoIndex', locale),
        },
      ]}
      testId="page-promoFlowers"
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, mb: 5 }}>
        {bouquets.map((b) => (
          <Box
            key={b.id}
            component="article"
            data-testid="bouquet"
            sx={{
              borderRadius: '22px',
              overflow: 'hidden',
              bgcolor: 'background.paper',
              border: `1px solid ${palette.divider}`,
            }}
          >
            <Bouquet id={b.id} />
            <Box sx={{ p: 2.5 }}>
              <Typography component="h2" variant="h4">
                {pick(b.name, locale)}
              </Typography>
              <Typography sx={{ color: 'text.secondary', my: 1 }}>{pick(b.text, locale)}</Typography>
              <Typography sx={{ fontWeight: 800, fontSize: 20 }}>
                <Money value={b.price} />
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ p: { xs: 2.5, md: 4 }, borderRadius: '22px', bgcolor: 'tint.sand' }}>
        <Typography component="h2" variant="h3" sx={{ mb: 1.5 }}>
          <FormattedMessage {...m.howTitle} />
        </Typography>
        <Typography sx={{ mb: 2, color: 'text.secondary', maxWidth: 720 }}>
          <FormattedMessage
            {...m.howText}
            values={{
              phone: (
                <Link
                  href={telHref(contacts.deliveryPhone)}
                  underline="always"
                  sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                >
                  {contacts.deliveryPhone}
                </Link>
              ),
            }}
          />
        </Typography>
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={getHref('cakes', locale)} variant="contained" size="large">
            <FormattedMessage {...contentMessages.chooseCake} />
          </Button>
          <Button
            component={RouterLink}
            to={getHref('promoOrdering', locale)}
            variant="outlined"
            size="large"
          >
            <FormattedMessage {...nav.ordering} />
          </Button>
        </Stack>
      </Box>
    </PageShell>
  );
}
