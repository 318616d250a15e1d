import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { palette } from '@/theme/theme';

type Figure = { value: string; label: ReactNode };

/** The dark tiles of an information page's figures (about us: the numbers; franchise: the terms). */
export function FigureTiles({
  figures,
  label,
  large = false,
}: {
  figures: Figure[];
  /** The section's accessible name, when the tiles are a section of their own. */
  label?: string;
  /** Short values (a year, a count) set larger than phrases. */
  large?: boolean;
}) {
  return (
    <Box
      {...(label ? { component: 'section', 'aria-label': label } : {})}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
    >
      {figures.map((f) => (
        <Box
          key={f.value}
          sx={{ p: { xs: 2, md: 3 }, borderRadius: '18px', bgcolor: 'primary.main', color: 'brand.onCocoa' }}
        >
          <Typography
            sx={{
              fontFamily: '"Playfair Display", serif',
              fontSize: large ? { xs: 34, md: 44 } : { xs: 26, md: 36 },
              fontWeight: 700,
              color: palette.brand.caramelLight,
              lineHeight: large ? 1.1 : 1.15,
            }}
          >
            {f.value}
          </Typography>
          <Typography sx={{ fontSize: 15, mt: 0.5 }}>{f.label}</Typography>
        </Box>
      ))}
    </Box>
  );
}

type Card = { title: ReactNode; text: ReactNode };

/** A titled section of light cards, each a heading and a text (what we care about, what a franchisee gets). */
export function CardSection({
  title,
  cards,
  columns,
}: {
  title: ReactNode;
  cards: Card[];
  /** The grid's columns, by breakpoint. */
  columns: Record<string, string>;
}) {
  return (
    <Box component="section">
      <Typography component="h2" variant="h2" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: columns }}>
        {cards.map((c, i) => (
          <Box
            key={i}
            sx={{
              p: 3,
              borderRadius: '18px',
              bgcolor: 'background.paper',
              border: `1px solid ${palette.divider}`,
            }}
          >
            <Typography component="h3" variant="h4" sx={{ mb: 1 }}>
              {c.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{c.text}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
