import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { CloseIcon } from '@/components/icons';
import { OutlinedField } from '@/components/OutlinedField';
import { Notice } from '@/components/Notice';
import { IconBtn, PillButton } from '@/components/plain';
import { useLocale } from '@/components/useLocale';
import { SMALL_ORDER_PROMO_GIFT_LIMIT } from '@/domain/constants';
import { formatMoney } from '@/domain/money';
import { isPromoCheckable, samePromoCode } from '@/domain/promo';
import { useStores } from '@/stores/context';
import { m } from './messages';
import css from './PromoField.module.css';

/**
 * The promo code: typed, trimmed, checked when longer than 4 characters; the applied code can be removed. Plain
 * elements (PromoField.module.css): it shows on the cart's first open.
 */
export const PromoField = observer(function PromoField() {
  const { promo, presents, cart } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  const [code, setCode] = useState('');
  const applied = promo.applied;

  if (applied) {
    const effect =
      applied.type === 'persent'
        ? intl.formatMessage(m.promoPercent, { percent: applied.value })
        : applied.type === 'sum'
          ? intl.formatMessage(m.promoSum, { sum: formatMoney(applied.value, locale) })
          : intl.formatMessage(m.promoGift, {
              name:
                locale === 'en'
                  ? applied.value.longtitle || applied.value.pagetitle
                  : applied.value.pagetitle,
            });
    const smallOrder =
      applied.type === 'present' &&
      promo.smallOrderGiftPromos.some((c) => samePromoCode(c, applied.promo)) &&
      cart.totals.goodsTotal < SMALL_ORDER_PROMO_GIFT_LIMIT;
    return (
      <div data-testid="promo-applied">
        <div className={css.applied}>
          <p className={css.appliedText}>
            <span className={css.appliedCode}>
              {intl.formatMessage(m.promoApplied, { promo: applied.promo })}
            </span>
            {' · '}
            {effect}
          </p>
          <IconBtn
            className={css.clear}
            onClick={promo.clear}
            data-testid="promo-clear"
            aria-label={intl.formatMessage(m.promoClear, { promo: applied.promo })}
          >
            <CloseIcon />
          </IconBtn>
        </div>
        {smallOrder && !presents.stopPresents && (
          <Notice severity="warning" data-testid="promo-small-order" className={css.smallOrder}>
            {intl.formatMessage(m.promoSmallOrder, {
              promo: applied.promo,
              min: formatMoney(SMALL_ORDER_PROMO_GIFT_LIMIT, locale),
              missing: formatMoney(SMALL_ORDER_PROMO_GIFT_LIMIT - cart.totals.goodsTotal, locale),
            })}
          </Notice>
        )}
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isPromoCheckable(code)) void promo.apply(code);
  };
  const error = promo.status === 'invalid' ? m.promoInvalid : promo.status === 'error' ? m.promoFailed : null;
  return (
    <form onSubmit={onSubmit} noValidate>
      <div className={css.row}>
        <OutlinedField
          className={css.field}
          label={intl.formatMessage(m.promoLabel)}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            promo.resetStatus();
          }}
          error={Boolean(error) || promo.status === 'used'}
          helperText={!error && promo.status !== 'used' ? intl.formatMessage(m.promoHint) : ' '}
          data-testid="promo-input"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          aria-describedby="promo-message"
        />
        <PillButton
          type="submit"
          variant="outlined"
          className={css.apply}
          data-testid="promo-apply"
          disabled={!isPromoCheckable(code) || promo.status === 'checking'}
        >
          {intl.formatMessage(m.promoApply)}
        </PillButton>
      </div>
      <div id="promo-message" role="status" aria-live="polite" className={css.message}>
        {error && (
          <p data-testid="promo-error" className={css.error}>
            {intl.formatMessage(error)}
          </p>
        )}
        {promo.status === 'used' && (
          <p data-testid="promo-used" className={css.error}>
            {intl.formatMessage(m.promoUsed)}
          </p>
        )}
      </div>
    </form>
  );
});
