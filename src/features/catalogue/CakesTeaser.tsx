import { Box, Button, Stack, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { getHref } from '@/app/paths';
import { LazyImage } from '@/components/LazyImage';
import { useLocale } from '@/components/useLocale';
import { CAKE_TO_ORDER_CATEGORY_ID } from '@/domain/constants';
import { brand } from '@/theme/theme';

/** A band that leads from the menu to cakes to order and the individual cake form. */
export function CakesTeaser() {
  const locale = useLocale();
  return (
    <Box
      component="aside"
      data-testid="cakes-teaser"
      sx={{ mt: { xs: 2, md: 4 }, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1.3fr 1fr' }, alignItems: 'center', gap: { xs: 2, md: 4 }, p: { xs: 2.5, md: 4 }, borderRadius: '22px', bgcolor: '#F1E4D3', border: `1px solid ${brand.line}` }}
    >
      <Stack sx={{ gap: 1.5 }}>
        <Typography component="h2" variant="h3">
          <FormattedMessage id="teaser.cakesTitle" defaultMessage="Нужен торт к празднику?" />
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          <FormattedMessage id="teaser.cakesText" defaultMessage="Соберём торт нужного веса с любимой начинкой и надписью или испечём по вашему эскизу. Цена — за килограмм, заказ за 2–5 дней." />
        </Typography>
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', mt: 1 }}>
          <Button component={RouterLink} to={getHref('cakes', locale)} variant="contained">
            <FormattedMessage id="teaser.cakesButton" defaultMessage="Торты на заказ" />
          </Button>
          <Button component={RouterLink} to={getHref('individualCake', locale)} variant="outlined">
            <FormattedMessage id="cakes.individual" defaultMessage="Торт по индивидуальному заказу" />
          </Button>
        </Stack>
      </Stack>
      <Box sx={{ borderRadius: '18px', overflow: 'hidden', maxWidth: 420, justifySelf: 'center', width: '100%' }}>
        <LazyImage src={`/assets/img/categories/${CAKE_TO_ORDER_CATEGORY_ID}.svg`} alt="" width={400} height={300} />
      </Box>
    </Box>
  );
}
