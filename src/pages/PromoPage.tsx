import { Box, Button, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { ErrorPage } from '@/app/ErrorPage';
import { getHref } from '@/app/paths';
import { AppLink } from '@/components/AppLink';
import { LazyImage } from '@/components/LazyImage';
import { PageShell } from '@/components/PageShell';
import { useLocale } from '@/components/useLocale';
import { findPromo, promoLandings, type PromoLanding } from '@/content/promos';
import { pick } from '@/domain/types';
import { cocoaShadow, palette } from '@/theme/theme';
import { nav } from '@/i18n/nav';
import { m } from './promo.messages';

function actionHref(promo: PromoLanding, locale: 'ru' | 'en'): string {
  return 'submenu' in promo.action
    ? getHref('submenu', locale, { submenu: promo.action.submenu })
    : getHref(promo.action.route, locale);
}

/** /promo and /promo/{id}: the seasonal landings of the promo variant; an unknown id is a 404. */
export default function PromoPage() {
  const { id } = useParams();
  const intl = useIntl();
  const locale = useLocale();
  if (id === undefined) {
    return (
      <PageShell title={intl.formatMessage(m.title)} lead={intl.formatMessage(m.lead)} testId="page-promo">
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
          }}
        >
          {[
            ...promoLandings.map((p) => ({
              key: p.id,
              href: getHref('promo', locale, { id: p.id }),
              title: pick(p.title, locale),
              lead: pick(p.lead, locale),
              image: p.image,
            })),
            {
              key: 'flowers',
              href: getHref('promoFlowers', locale),
              title: intl.formatMessage(m.promoFlowersTitle),
              lead: intl.formatMessage(m.promoFlowersLead),
              image: '/assets/img/categories/1184.svg',
            },
          ].map((p) => (
            <Box
              key={p.key}
              component="article"
              data-testid="promo-card"
              sx={{
                borderRadius: '22px',
                overflow: 'hidden',
                bgcolor: 'background.paper',
                border: `1px solid ${palette.divider}`,
              }}
            >
              <LazyImage src={p.image} alt="" width={800} height={450} />
              <Box sx={{ p: 2.5 }}>
                <Typography component="h2" variant="h4" sx={{ mb: 1 }}>
                  <AppLink to={p.href} sx={{ color: 'text.primary' }}>
                    {p.title}
                  </AppLink>
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>{p.lead}</Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </PageShell>
    );
  }
  const promo = findPromo(id);
  if (!promo) return <ErrorPage status={404} />;
  return (
    <PageShell
      title={pick(promo.title, locale)}
      description={pick(promo.lead, locale)}
      titleInBody
      meta={{ image: promo.image }}
      trail={[
        {
          label: intl.formatMessage(nav.promo),
          to: getHref('promoIndex', locale),
        },
      ]}
      testId="page-promo"
    >
      <Box
        data-testid="promo-landing"
        data-promo-id={promo.id}
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'center',
        }}
      >
        <Stack sx={{ gap: 2.5 }}>
          <Typography component="h1" variant="h1">
            {pick(promo.title, locale)}
          </Typography>
          <Typography sx={{ fontSize: { xs: 18, md: 21 }, color: 'text.secondary' }}>
            {pick(promo.lead, locale)}
          </Typography>
          {(locale === 'en' ? promo.body.en : promo.body.ru).map((p) => (
            <Typography key={p.slice(0, 32)} sx={{ fontSize: 17, lineHeight: 1.7 }}>
              {p}
            </Typography>
          ))}
          <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', mt: 1 }}>
            <Button
              component={Link}
              to={actionHref(promo, locale)}
              variant="contained"
              size="large"
              data-testid="promo-action"
            >
              {pick(promo.action.label, locale)}
            </Button>
            {promo.eventAlias && (
              <Button
                component={Link}
                to={getHref('event', locale, { id: promo.eventAlias })}
                variant="outlined"
                size="large"
              >
                <FormattedMessage {...m.terms} />
              </Button>
            )}
          </Stack>
        </Stack>
        <Box sx={{ borderRadius: '22px', overflow: 'hidden', boxShadow: cocoaShadow('0 24px 60px', 0.16) }}>
          <LazyImage src={promo.image} alt="" width={800} height={450} priority />
        </Box>
      </Box>
    </PageShell>
  );
}
