import type { ReactNode } from 'react';
import { Box, Radio } from '@mui/material';
import { palette } from '@/theme/theme';

/**
 * A radio group of cards (the pickup cafe, the payment), labelled by the element `${id}-label`: one column on a
 * phone, two from MUI's `sm` (768 px). With a problem it is invalid and described by the message under it
 * (`${id}-error`, FieldError).
 */
export function RadioCardGroup({
  id,
  problem,
  children,
}: {
  id: string;
  problem: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      id={id}
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-invalid={problem}
      aria-describedby={problem ? `${id}-error` : undefined}
      data-testid={id}
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}

/**
 * One choice of a RadioCardGroup: the whole card is its radio's label; the selected card is cocoa-edged on cream,
 * the others take the group's problem colour. `dataAttrs` name the choice for tests (`data-cafe-id`, …).
 */
export function RadioCard({
  name,
  value,
  selected,
  onSelect,
  disabled,
  problem,
  inputTestId,
  align = 'center',
  dataAttrs,
  children,
}: {
  name: string;
  value: string | number;
  selected: boolean;
  onSelect: () => void;
  disabled: boolean;
  problem: boolean;
  inputTestId?: string;
  /** `start` for a choice of several lines: the radio stays by the first. */
  align?: 'start' | 'center';
  dataAttrs: Record<`data-${string}`, string | number>;
  children: ReactNode;
}) {
  return (
    <Box
      component="label"
      {...dataAttrs}
      sx={{
        display: 'flex',
        alignItems: align === 'start' ? 'flex-start' : 'center',
        gap: 1,
        p: 1.5,
        pr: 2,
        borderRadius: '14px',
        cursor: disabled ? 'default' : 'pointer',
        border: `1.5px solid ${selected ? palette.primary.main : problem ? palette.error.main : palette.divider}`,
        bgcolor: selected ? palette.background.default : 'background.paper',
        transition: 'border-color .15s, background-color .15s',
        '&:hover': disabled ? undefined : { borderColor: palette.brand.cocoaSoft },
      }}
    >
      <Radio
        checked={selected}
        onChange={onSelect}
        disabled={disabled}
        value={value}
        name={name}
        size="small"
        slotProps={inputTestId ? { input: { 'data-testid': inputTestId } as object } : undefined}
        sx={align === 'start' ? { mt: -0.5, ml: -0.5 } : undefined}
      />
      {children}
    </Box>
  );
}
