import { Typography } from '@mui/material';
import type { InfoText } from '@/content/info';
import { useLocale } from './useLocale';

/** Paragraphs of a static text in the current language. */
export function InfoTextView({ text }: { text: InfoText }) {
  const locale = useLocale();
  return (
    <>
      {text.paragraphs[locale].map((p) => (
        <Typography key={p.slice(0, 40)} sx={{ mb: 1.5 }}>
          {p}
        </Typography>
      ))}
    </>
  );
}
