import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, Button, ButtonBase, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { assetUrl } from '@/components/LazyImage';
import { useLocale } from '@/components/useLocale';
import { PROMO_GIFT_CHANGE_FROM } from '@/domain/constants';
import { presentName, giftNameInText } from '@/domain/gifts';
import { formatMoney } from '@/domain/money';
import { useStores } from '@/stores/context';
import { m } from './messages';

function Option({
  checked,
  onSelect,
  children,
  testId,
  presentId,
}: {
  checked: boolean;
  onSelect: () => void;
  children: ReactNode;
  testId: string;
  presentId?: number;
}) {
  return (
    <ButtonBase
      role="radio"
      aria-checked={checked}
      data-testid={testId}
      data-present-id={presentId}
      onClick={onSelect}
      sx={{
        width: '100%',
        justifyContent: 'flex-start',
        textAlign: 'left',
        gap: 1.5,
        p: 1.5,
        borderRadius: 3,
        border: '2px solid',
        borderColor: checked ? 'secondary.main' : 'divider',
        bgcolor: checked ? 'tint.oat' : 'background.paper',
        transition: 'border-color .15s, background-color .15s',
        '&:hover': { borderColor: 'secondary.light' },
        '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
      }}
    >
      {children}
      <Box
        aria-hidden
        sx={{
          ml: 'auto',
          width: 22,
          height: 22,
          borderRadius: '50%',
          border: '2px solid',
          borderColor: checked ? 'secondary.main' : 'divider',
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
        }}
      >
        {checked && <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'secondary.main' }} />}
      </Box>
    </ButtonBase>
  );
}

/** The gift choice view of the panel: one gift, no gift, or (with a promo gift) keep the promo gift. */
const GiftChoiceView = observer(function GiftChoiceView() {
  const { presents, ui } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  const promoPresent = presents.promoPresent;
  const tier = presents.tier;
  const selected = presents.selected;
  const done = (apply: () => void) => () => {
    apply();
    ui.showBasket();
  };
  const lead = promoPresent
    ? intl.formatMessage(m.choicePromoLead, { min: formatMoney(PROMO_GIFT_CHANGE_FROM, locale) })
    : tier
      ? intl.formatMessage(m.choiceLead, {
          min: formatMoney(tier.min, locale),
          name: giftNameInText(tier.namePresent, locale),
        })
      : '';
  return (
    <Box data-testid="gift-choice" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Button
        onClick={ui.showBasket}
        sx={{ alignSelf: 'flex-start', px: 1 }}
        startIcon={<span aria-hidden>←</span>}
      >
        {intl.formatMessage(m.choiceBack)}
      </Button>
      <Typography component="h3" variant="h4" id="gift-choice-title">
        {intl.formatMessage(m.choiceTitle)}
      </Typography>
      {lead && <Typography sx={{ color: 'text.secondary' }}>{lead}</Typography>}
      <Box
        role="radiogroup"
        aria-labelledby="gift-choice-title"
        sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}
      >
        {promoPresent && (
          <Option
            testId="gift-keep-promo"
            presentId={promoPresent.id}
            checked={selected === null}
            onSelect={done(presents.keepPromoGift)}
          >
            <Box
              component="img"
              src={assetUrl(promoPresent.img)}
              alt=""
              width={56}
              height={56}
              sx={{ borderRadius: 2, bgcolor: 'tint.image' }}
            />
            <Typography sx={{ fontWeight: 700 }}>
              {intl.formatMessage(m.choiceKeepPromo, { name: presentName(promoPresent, locale) })}
            </Typography>
          </Option>
        )}
        {presents.choiceList.map((present) => (
          <Option
            key={present.id}
            testId="gift-option"
            presentId={present.id}
            checked={selected === present.id}
            onSelect={done(() => presents.choose(present.id))}
          >
            <Box
              component="img"
              src={assetUrl(present.img)}
              alt=""
              width={56}
              height={56}
              sx={{ borderRadius: 2, bgcolor: 'tint.image' }}
            />
            <Typography sx={{ fontWeight: 700 }}>{presentName(present, locale)}</Typography>
          </Option>
        ))}
        <Option
          testId="gift-none"
          checked={selected === 'none'}
          onSelect={done(() => presents.choose('none'))}
        >
          <Box
            aria-hidden
            sx={{
              width: 56,
              height: 56,
              borderRadius: 2,
              bgcolor: 'tint.image',
              display: 'grid',
              placeItems: 'center',
              fontSize: 22,
              color: 'text.secondary',
            }}
          >
            ∅
          </Box>
          <Typography sx={{ fontWeight: 700 }}>{intl.formatMessage(m.choiceNone)}</Typography>
        </Option>
      </Box>
    </Box>
  );
});
export default GiftChoiceView;
