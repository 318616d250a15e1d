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
import { brand } from '@/theme/theme';
import { ScrollRow } from '../ScrollRow';
import { FieldError } from './FieldError';
import { fieldId, formatOrderDate, orderMessages as m, problemText } from './messages';

/** The slots are re-read every minute: today's first slot closes while the form is open. */
const CLOCK_TICK_MS = 60_000;

export type SlotValue = { date: string; time: string };

export type SlotPickerProps = {
  value: SlotValue;
  onChange: (next: SlotValue) => void;
  delivery: DeliveryType;
  /** The cart's lead time in days (0 without cakes to order): see `useLeadTimeDays`. */
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

const chip = (selected: boolean) => ({
  borderRadius: '14px',
  border: `1.5px solid ${selected ? brand.cocoa : brand.line}`,
  bgcolor: selected ? brand.cocoa : 'background.paper',
  color: selected ? '#fff' : 'text.primary',
  transition: 'background-color .15s, border-color .15s',
  '&:hover': { borderColor: selected ? brand.cocoa : brand.cocoaSoft },
  '&.Mui-focusVisible': { outline: `3px solid ${brand.caramel}`, outlineOffset: 2 },
  '&.Mui-disabled': { opacity: 0.5 },
});

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
        <ScrollRow>
          <Box
            id={dateId}
            role="group"
            aria-labelledby={`${dateId}-label`}
            aria-describedby={errors.date ? `${dateId}-error` : undefined}
            data-testid={dateId}
            sx={{
              display: 'flex',
              gap: 1,
              overflowX: 'auto',
              pb: 1,
              scrollSnapType: 'x proximity',
              '&::-webkit-scrollbar': { height: 6 },
              '&::-webkit-scrollbar-thumb': { bgcolor: brand.line, borderRadius: 3 },
            }}
          >
            {dates.map((date) => {
              const selected = date === value.date;
              const [, month, day] = date.split('-');
              return (
                <ButtonBase
                  key={date}
                  data-date={date}
                  aria-pressed={selected}
                  title={formatOrderDate(intl, date, true)}
                  disabled={disabled}
                  onClick={() => pickDate(date)}
                  sx={{
                    ...chip(selected),
                    flex: '0 0 auto',
                    width: 76,
                    py: 1,
                    flexDirection: 'column',
                    scrollSnapAlign: 'start',
                  }}
                >
                  <Typography
                    component="span"
                    sx={{ fontSize: 12, fontWeight: 600, opacity: 0.8, textTransform: 'capitalize' }}
                  >
                    {dayLabel(date)}
                  </Typography>
                  <Typography component="span" sx={{ fontSize: 20, fontWeight: 800, lineHeight: 1.2 }}>
                    {Number(day)}
                  </Typography>
                  <Typography component="span" sx={{ fontSize: 12, opacity: 0.8 }}>
                    {intl.formatDate(new Date(2000, Number(month) - 1, 1), { month: 'short' })}
                  </Typography>
                </ButtonBase>
              );
            })}
          </Box>
        </ScrollRow>
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
                sx={{ ...chip(selected), py: 1.1, fontSize: 14, fontWeight: 700 }}
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
