import { observer } from 'mobx-react-lite';
import { Box, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { getHref } from '@/app/paths';
import { LazyImage } from '@/components/LazyImage';
import { Money } from '@/components/Money';
import { PageShell } from '@/components/PageShell';
import { useLocale } from '@/components/useLocale';
import { INDIVIDUAL_CAKE_PRODUCT_ID } from '@/domain/constants';
import { CatalogueState } from '@/features/catalogue/CatalogueState';
import { IndividualCakeForm } from '@/features/catalogue/IndividualCakeForm';
import { useProduct } from '@/features/catalogue/useProduct';
import { palette } from '@/theme/theme';
import { nav } from '@/i18n/nav';
import { m } from './individualCake.messages';

/** /tort-po-individualnomu-zakazu: the individual cake form (product 1185). */
const IndividualCakePage = observer(function IndividualCakePage() {
  const intl = useIntl();
  const locale = useLocale();
  const { product } = useProduct(String(INDIVIDUAL_CAKE_PRODUCT_ID));
  const points = [
    <FormattedMessage key="1" {...m.point1} />,
    <FormattedMessage key="2" {...m.point2} />,
    <FormattedMessage
      key="3"
      {...m.point3}

      values={{ days: product?.leadTimeDays ?? 5 }}
    />,
    <FormattedMessage key="4" {...m.point4} />,
  ];
  return (
    <PageShell
      title={intl.formatMessage(m.title)}
      lead={intl.formatMessage(m.lead)}
      trail={[
        {
          label: intl.formatMessage(nav.cakes),
          to: getHref('cakes', locale),
        },
      ]}
      meta={{ image: '/assets/img/products/1185.webp' }}
      testId="page-individualCake"
    >
      <CatalogueState empty={!product}>
        {product && (
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 4, md: 6 },
              gridTemplateColumns: { xs: '1fr', md: '0.9fr 1.1fr' },
              alignItems: 'start',
            }}
          >
            <Stack sx={{ gap: 3, order: { xs: 2, md: 1 } }}>
              <Box sx={{ borderRadius: '22px', overflow: 'hidden', border: `1px solid ${palette.divider}` }}>
                <LazyImage src={product.image} alt="" width={800} height={600} priority />
              </Box>
              <Box
                component="ul"
                sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1.25, color: 'text.secondary', fontSize: 16 }}
              >
                {points.map((p, i) => (
                  <li key={i}>{p}</li>
                ))}
              </Box>
              <Typography sx={{ fontWeight: 700 }}>
                <FormattedMessage {...m.priceFrom} values={{ price: <Money value={product.price} /> }} />
              </Typography>
            </Stack>
            <Box sx={{ order: { xs: 1, md: 2 } }}>
              <IndividualCakeForm product={product} />
            </Box>
          </Box>
        )}
      </CatalogueState>
    </PageShell>
  );
});
export default IndividualCakePage;
