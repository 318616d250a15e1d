import { Typography } from '@mui/material';

/** A message under a group of choices (the text fields use their own helper text): read out when it appears. */
export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <Typography id={id} role="alert" sx={{ color: 'error.main', fontSize: 13, fontWeight: 500, mt: 0.75 }}>
      {text}
    </Typography>
  );
}
