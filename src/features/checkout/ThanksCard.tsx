import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { cocoaShadow, palette } from '@/theme/theme';

type Tone = 'success' | 'warning' | 'neutral';

function Mark({ tone }: { tone: Tone }) {
  const color =
    tone === 'success'
      ? palette.brand.pistachio
      : tone === 'warning'
        ? palette.brand.berry
        : palette.brand.caramel;
  return (
    <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" focusable="false" style={{ color }}>
      <circle cx="36" cy="36" r="35" fill="currentColor" opacity="0.14" />
      {tone === 'success' && (
        <path
          d="M22 37l9.5 9.5L51 27"
          fill="none"
          stroke="currentColor"
          strokeWidth="4.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
      {tone === 'warning' && (
        <path
          d="M36 21v20M36 50v.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="4.5"
          strokeLinecap="round"
        />
      )}
      {tone === 'neutral' && (
        <path
          d="M25 25l22 22M47 25L25 47"
          fill="none"
          stroke="currentColor"
          strokeWidth="4.5"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

/** The frame of every state of /spasibo: its mark (done, a problem, ended), its title, its texts. */
export function ThanksCard({
  tone,
  title,
  state,
  children,
}: {
  tone: Tone;
  title: string;
  state: string;
  children: ReactNode;
}) {
  return (
    <Box
      data-testid="thanks"
      data-state={state}
      sx={{
        maxWidth: 640,
        mx: 'auto',
        textAlign: 'center',
        bgcolor: 'background.paper',
        border: `1px solid ${palette.divider}`,
        borderRadius: '26px',
        px: { xs: 2.5, sm: 6 },
        py: { xs: 4, sm: 6 },
        boxShadow: cocoaShadow('0 24px 60px -40px', 0.45),
      }}
    >
      <Mark tone={tone} />
      <Typography component="h1" variant="h2" sx={{ mt: 2, mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, color: 'text.secondary', fontSize: 17, '& p': { m: 0 } }}>
        {children}
      </Box>
    </Box>
  );
}
