import { useEffect, useEffectEvent, useRef, useState, type CSSProperties } from 'react';
import { IMAGE_LOAD_ATTEMPTS, IMAGE_RETRY_THROTTLE_MS } from '@/domain/constants';
import css from './LazyImage.module.css';

const PLACEHOLDER = `${import.meta.env.BASE_URL}assets/img/placeholder.svg`;

type Props = {
  src: string;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
};

/**
 * Resolves an absolute asset path against the app's base (the demo build runs from any folder). Files of the
 * API arrive already resolved by fileUrl (domain/safeUrl.ts): absolute URLs pass as they are.
 */
export function assetUrl(path: string): string {
  if (!path) return PLACEHOLDER;
  if (/^(https?:|data:|blob:|\/\/)/.test(path)) return path;
  return `${import.meta.env.BASE_URL}${path.replace(/^\//, '')}`;
}

/** The URL of the n-th attempt: the first is the plain URL, retries add `retry=n` so no cache answers them. */
export function attemptUrl(src: string, attempt: number): string {
  const url = assetUrl(src);
  return attempt <= 1 ? url : `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
}

/**
 * An image with its size set (nothing shifts), loaded lazily; a failed load is retried up to
 * 3 attempts in all, 500 ms apart (SPEC.md section 9), then a placeholder is shown.
 * A plain <img> styled by one class: it is rendered hundreds of times on the menu.
 */
export function LazyImage({ src, alt, width, height, priority = false, className, style }: Props) {
  // The attempt belongs to one src: a new src starts again from the first attempt without an extra render.
  const [state, setState] = useState({ src, attempt: 1, failed: false });
  const current = state.src === src ? state : { src, attempt: 1, failed: false };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A retry waiting for an old src (or an unmounted image) is cancelled.
  useEffect(() => () => clearTimeout(timer.current), [src]);
  const url = !src || current.failed ? PLACEHOLDER : attemptUrl(src, current.attempt);
  const onError = () => {
    if (current.failed || !src) return;
    if (current.attempt >= IMAGE_LOAD_ATTEMPTS) {
      setState({ src, attempt: current.attempt, failed: true });
      return;
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => setState({ src, attempt: current.attempt + 1, failed: false }),
      IMAGE_RETRY_THROTTLE_MS,
    );
  };
  // A prerendered image may fail before React has hydrated it, its error event unheard: a finished image that
  // cannot be decoded takes the same retries.
  const ref = useRef<HTMLImageElement>(null);
  const failedEarly = useEffectEvent(onError);
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.getAttribute('src') !== PLACEHOLDER) img.decode().catch(() => failedEarly());
  }, []);
  return (
    <img
      ref={ref}
      src={url}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      // The priority (largest, first-screen) image paints with the first frame, not a decode later.
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      data-attempt={current.attempt > 1 ? current.attempt : undefined}
      data-failed={current.failed ? 'true' : undefined}
      className={className ? `${css.image} ${className}` : css.image}
      onError={onError}
      style={style}
    />
  );
}
