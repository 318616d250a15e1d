import { Box, Typography } from '@mui/material';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { getHref, type StaticRouteName } from '@/app/paths';
import { AppLink } from '@/components/AppLink';
import { PageShell } from '@/components/PageShell';
import { useLocale } from '@/components/useLocale';
import { LegacyNotice } from '@/features/content/LegacyNotice';
import { nav } from '@/i18n/nav';
import { palette } from '@/theme/theme';
import { m } from './old.messages';

const PAGES: {
  legacy: StaticRouteName;
  current: StaticRouteName & keyof typeof nav;
  label: MessageDescriptor;
}[] = [
  { legacy: 'oldDelivery', current: 'delivery', label: m.delivery },
  { legacy: 'oldHandOrdering', current: 'handOrdering', label: m.handOrdering },
  { legacy: 'oldOrderingTest', current: 'ordering', label: m.orderingTest },
];

/** /old_pages: the index of legacy pages, each beside its current version. */
export default function OldPagesPage() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <PageShell
      title={intl.formatMessage(m.title)}
      lead={intl.formatMessage(m.lead)}
      maxWidth="md"
      meta={{ noindex: true }}
      testId="page-oldPages"
    >
      <LegacyNotice />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {PAGES.map((p) => (
          <Box
            component="li"
            key={p.legacy}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              justifyContent: 'space-between',
              alignItems: 'center',
              p: 2.5,
              borderRadius: '18px',
              bgcolor: 'background.paper',
              border: `1px solid ${palette.divider}`,
            }}
          >
            <AppLink
              to={getHref(p.legacy, locale)}
              sx={{ fontWeight: 700, fontSize: 17 }}
              data-testid="legacy-link"
            >
              {intl.formatMessage(p.label)}
            </AppLink>
            <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
              <FormattedMessage
                {...m.currentIs}
                values={{
                  link: (
                    <AppLink to={getHref(p.current, locale)}>{intl.formatMessage(nav[p.current])}</AppLink>
                  ),
                }}
              />
            </Typography>
          </Box>
        ))}
      </Box>
    </PageShell>
  );
}
