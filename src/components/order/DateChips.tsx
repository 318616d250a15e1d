import { Box, ButtonBase, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { palette } from '@/theme/theme';
import { ScrollRow } from '../ScrollRow';
import { formatOrderDate } from './messages';

/** A chip of the order forms (dates, time slots): cocoa when chosen. */
export const orderChip = (selected: boolean) => ({
  borderRadius: '14px',
  border: `1.5px solid ${selected ? palette.primary.main : palette.divider}`,
  bgcolor: selected ? palette.primary.main : 'background.paper',
  color: selected ? 'common.white' : 'text.primary',
  transition: 'background-color .15s, border-color .15s',
  '&:hover': { borderColor: selected ? palette.primary.main : palette.brand.cocoaSoft },
  '&.Mui-focusVisible': { outline: `3px solid ${palette.brand.caramel}`, outlineOffset: 2 },
  '&.Mui-disabled': { opacity: 0.5 },
});

export type DateChipsProps = {
  /** The group's id and test id; its label is the element `${id}-label`. */
  id: string;
  dates: string[];
  value: string;
  onPick: (date: string) => void;
  /** The small line above the day: "today", "tomorrow" or the weekday. */
  dayLabel: (date: string) => string;
  disabled?: boolean;
  describedBy?: string;
};

/** The order forms' date picker: a scrolling row of day chips (weekday, day, month). */
export function DateChips({
  id,
  dates,
  value,
  onPick,
  dayLabel,
  disabled = false,
  describedBy,
}: DateChipsProps) {
  const intl = useIntl();
  return (
    <ScrollRow>
      <Box
        id={id}
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        data-testid={id}
        sx={{
          display: 'flex',
          gap: 1,
          overflowX: 'auto',
          pb: 1,
          scrollSnapType: 'x proximity',
          '&::-webkit-scrollbar': { height: 6 },
          '&::-webkit-scrollbar-thumb': { bgcolor: palette.divider, borderRadius: 3 },
        }}
      >
        {dates.map((date) => {
          const selected = date === value;
          const [, month, day] = date.split('-');
          return (
            <ButtonBase
              key={date}
              data-date={date}
              aria-pressed={selected}
              title={formatOrderDate(intl, date, true)}
              disabled={disabled}
              onClick={() => onPick(date)}
              sx={{
                ...orderChip(selected),
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
  );
}
