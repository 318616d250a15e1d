import { useEffect, useState } from 'react';
import { Box, ButtonBase, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import {
  addIsoDays,
  dateWindow,
  orderDates,
  sameDayLeadMinutes,
  shopTimeOf,
  slotsFor,
  type OrderErrors,
  type SlotRules,
} from '@/domain/order';
import type { DeliveryType } from '@/domain/totals';
import { DateChips, orderChip } from './DateChips';
import { FieldError } from './FieldError';
import { fieldId, formatOrderDate, orderMessages as m, problemText } from './messages';

/** The slots are re-read every minute: today's first slot closes while the form is open. */
const CLOCK_TICK_MS = 60_000;

type SlotValue = { date: string; time: string };

export type SlotPickerProps = {
  value: SlotValue;
  onChange: (next: SlotValue) => void;
  delivery: DeliveryType;
  /** The cart's lead time in days (0 without cakes to order): see `cartLeadTimeDays` (domain/order). */
  leadTimeDays: number;
  errors?: OrderErrors;
  disabled?: boolean;
  idPrefix?: string;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
};

/** The shop's clock, re-read every minute. */
function useShopTime(now: () => Date) {
  const [time, setTime] = useState(() => shopTimeOf(now()));
  useEffect(() => {
    const timer = setInterval(() => setTime(shopTimeOf(now())), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [now]);
  return time;
}

/**
 * Date and time slot: the dates open for this cart (today while a slot is left after the same-day
 * lead, cakes to order from their lead time on) as a row of days, then the day's hourly slots.
 */
export function SlotPicker({
  value,
  onChange,
  delivery,
  leadTimeDays,
  errors = {},
  disabled = false,
  idPrefix = 'checkout',
  now = defaultNow,
}: SlotPickerProps) {
  const intl = useIntl();
  const shopNow = useShopTime(now);
  const rules: SlotRules = { now: shopNow, delivery, leadTimeDays };
  const dates = orderDates(rules);
  const bounds = dateWindow(rules);
  const slots = value.date ? slotsFor(value.date, rules) : [];
  const dateId = fieldId(idPrefix, 'date');
  const timeId = fieldId(idPrefix, 'time');
  const tomorrow = addIsoDays(shopNow.date, 1);

  const dayLabel = (date: string) =>
    date === shopNow.date
      ? intl.formatMessage(m.today)
      : date === tomorrow
        ? intl.formatMessage(m.tomorrow)
        : intl.formatDate(new Date(`${date}T12:00:00`), { weekday: 'short' });

  const pickDate = (date: string) => {
    const keep = slotsFor(date, rules).some((slot) => slot.label === value.time);
    onChange({ date, time: keep ? value.time : '' });
  };

  return (
    // minmax(0, 1fr): the row of dates scrolls inside the column instead of widening it.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box>
        <Typography id={`${dateId}-label`} sx={{ fontWeight: 700, mb: 1 }}>
          {intl.formatMessage(m.date)}
        </Typography>
        {leadTimeDays > 0 && (
          <Typography
            data-testid={`${idPrefix}-lead-time`}
            sx={{ fontSize: 14, color: 'text.secondary', mb: 1 }}
          >
            {intl.formatMessage(m.leadTime, {
              days: leadTimeDays,
              date: formatOrderDate(intl, bounds.earliest),
            })}
          </Typography>
        )}
        <DateChips
          id={dateId}
          dates={dates}
          value={value.date}
          onPick={pickDate}
          dayLabel={dayLabel}
          disabled={disabled}
          describedBy={errors.date ? `${dateId}-error` : undefined}
        />
        <FieldError
          id={`${dateId}-error`}
          text={errors.date ? problemText(intl, 'date', errors.date, bounds) : undefined}
        />
      </Box>
      <Box>
        <Typography id={`${timeId}-label`} sx={{ fontWeight: 700, mb: 1 }}>
          {intl.formatMessage(m.time)}
        </Typography>
        {value.date === shopNow.date && (
          <Typography sx={{ fontSize: 14, color: 'text.secondary', mb: 1 }}>
            {intl.formatMessage(m.sameDay, { minutes: sameDayLeadMinutes(delivery) })}
          </Typography>
        )}
        {!value.date && (
          <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
            {intl.formatMessage(m.pickDateFirst)}
          </Typography>
        )}
        <Box
          id={timeId}
          role="group"
          aria-labelledby={`${timeId}-label`}
          aria-describedby={errors.time ? `${timeId}-error` : undefined}
          data-testid={timeId}
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {slots.map((slot) => {
            const selected = slot.label === value.time;
            return (
              <ButtonBase
                key={slot.label}
                data-slot={slot.label}
                aria-pressed={selected}
                disabled={disabled}
                onClick={() => onChange({ date: value.date, time: slot.label })}
                sx={{ ...orderChip(selected), py: 1.1, fontSize: 14, fontWeight: 700 }}
              >
                {slot.label}
              </ButtonBase>
            );
          })}
        </Box>
        <FieldError
          id={`${timeId}-error`}
          text={errors.time ? problemText(intl, 'time', errors.time) : undefined}
        />
      </Box>
    </Box>
  );
}

function defaultNow() {
  return new Date();
}
