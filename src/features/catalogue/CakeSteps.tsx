import { Box, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { brand } from '@/theme/theme';

/** How ordering a cake works, in three steps. */
export function CakeSteps() {
  const steps = [
    { n: 1, title: <FormattedMessage id="cakes.step1Title" defaultMessage="Выберите торт" />, text: <FormattedMessage id="cakes.step1Text" defaultMessage="Вес, начинку и надпись — прямо на странице торта. Цена указана за килограмм." /> },
    { n: 2, title: <FormattedMessage id="cakes.step2Title" defaultMessage="Оформите заказ" />, text: <FormattedMessage id="cakes.step2Text" defaultMessage="Укажите дату и время доставки или самовывоза — готовим к конкретному дню." /> },
    { n: 3, title: <FormattedMessage id="cakes.step3Title" defaultMessage="Встречайте торт" />, text: <FormattedMessage id="cakes.step3Text" defaultMessage="Привезём в термобоксе в согласованное время или соберём к вашему приходу в кафе." /> },
  ];
  return (
    <Box component="ol" data-testid="cake-steps" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      {steps.map((s) => (
        <Box component="li" key={s.n} sx={{ p: 2.5, borderRadius: '18px', bgcolor: 'background.paper', border: `1px solid ${brand.line}` }}>
          <Typography aria-hidden sx={{ fontFamily: '"Playfair Display", serif', fontSize: 34, lineHeight: 1, color: 'secondary.main', fontWeight: 700, mb: 1 }}>
            {s.n}
          </Typography>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: 17, mb: 0.5 }}>
            {s.title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: 15 }}>{s.text}</Typography>
        </Box>
      ))}
    </Box>
  );
}
