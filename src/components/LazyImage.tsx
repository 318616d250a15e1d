import { useEffect, useRef, useState } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import { IMAGE_LOAD_ATTEMPTS, IMAGE_RETRY_THROTTLE_MS } from '@/domain/constants';

const PLACEHOLDER = `${import.meta.env.BASE_URL}assets/img/placeholder.svg`;

type Props = {
  src: string;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  sx?: SxProps<Theme>;
};

/** Resolves an absolute asset path against the app's base (the demo build runs from any folder). */
export function assetUrl(path: string): string {
  if (!path) return PLACEHOLDER;
  if (/^(https?:|data:)/.test(path)) return path;
  return `${import.meta.env.BASE_URL}${path.replace(/^\//, '')}`;
}

/**
 * An image with its size set (nothing shifts), loaded lazily; a failed load is retried up to
 * 3 attempts in all, 500 ms apart (SPEC.md section 9), then a placeholder is shown.
 */
export function LazyImage({ src, alt, width, height, priority = false, sx }: Props) {
  const [attempt, setAttempt] = useState(1);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    setAttempt(1);
    setFailed(false);
  }, [src]);
  const url = failed ? PLACEHOLDER : attempt === 1 ? assetUrl(src) : `${assetUrl(src)}${src.includes('?') ? '&' : '?'}retry=${attempt}`;
  return (
    <Box
      component="img"
      src={url}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      data-attempt={attempt}
      data-failed={failed ? 'true' : undefined}
      onError={() => {
        if (failed) return;
        if (attempt >= IMAGE_LOAD_ATTEMPTS) {
          setFailed(true);
          return;
        }
        timer.current = setTimeout(() => setAttempt((a) => a + 1), IMAGE_RETRY_THROTTLE_MS);
      }}
      sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${width} / ${height}`, objectFit: 'cover', bgcolor: '#EFE5D8', ...sx }}
    />
  );
}
