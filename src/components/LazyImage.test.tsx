import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_LOAD_ATTEMPTS, IMAGE_RETRY_THROTTLE_MS } from '@/domain/constants';
import { LazyImage, assetUrl, attemptUrl } from './LazyImage';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const img = () => screen.getByRole('img', { name: 'Эклер' }) as HTMLImageElement;

describe('LazyImage', () => {
  it('sets width, height and aspect ratio so nothing shifts, and loads lazily', () => {
    render(<LazyImage src="/assets/img/products/101.webp" alt="Эклер" width={400} height={300} />);
    expect(img()).toHaveAttribute('width', '400');
    expect(img()).toHaveAttribute('height', '300');
    expect(img()).toHaveAttribute('loading', 'lazy');
  });

  it('loads a priority image eagerly', () => {
    render(<LazyImage src="/a.svg" alt="Эклер" width={4} height={3} priority />);
    expect(img()).toHaveAttribute('loading', 'eager');
  });

  it('retries a failed load 500 ms later, 3 attempts in all, then shows the placeholder', () => {
    render(<LazyImage src="/assets/img/products/101.webp" alt="Эклер" width={400} height={300} />);
    expect(img().getAttribute('src')).toBe('/assets/img/products/101.webp');
    fireEvent.error(img());
    // Throttled: nothing changes before 500 ms.
    act(() => void vi.advanceTimersByTime(IMAGE_RETRY_THROTTLE_MS - 1));
    expect(img()).not.toHaveAttribute('data-attempt');
    expect(img().getAttribute('src')).toBe('/assets/img/products/101.webp');
    act(() => void vi.advanceTimersByTime(1));
    expect(img()).toHaveAttribute('data-attempt', '2');
    expect(img().getAttribute('src')).toBe('/assets/img/products/101.webp?retry=2');
    fireEvent.error(img());
    act(() => void vi.advanceTimersByTime(IMAGE_RETRY_THROTTLE_MS));
    expect(img()).toHaveAttribute('data-attempt', String(IMAGE_LOAD_ATTEMPTS));
    fireEvent.error(img());
    expect(img()).toHaveAttribute('data-failed', 'true');
    expect(img().getAttribute('src')).toBe('/assets/img/placeholder.svg');
    // The placeholder failing too does not loop.
    fireEvent.error(img());
    act(() => void vi.advanceTimersByTime(5000));
    expect(img().getAttribute('src')).toBe('/assets/img/placeholder.svg');
  });

  it('a succeeding retry keeps the image', () => {
    render(<LazyImage src="/a.svg" alt="Эклер" width={4} height={3} />);
    fireEvent.error(img());
    act(() => void vi.advanceTimersByTime(IMAGE_RETRY_THROTTLE_MS));
    fireEvent.load(img());
    act(() => void vi.advanceTimersByTime(5000));
    expect(img().getAttribute('src')).toBe('/a.svg?retry=2');
    expect(img()).not.toHaveAttribute('data-failed');
  });

  it('starts again from the first attempt when the source changes', () => {
    const { rerender } = render(<LazyImage src="/a.svg" alt="Эклер" width={4} height={3} />);
    fireEvent.error(img());
    act(() => void vi.advanceTimersByTime(IMAGE_RETRY_THROTTLE_MS));
    expect(img()).toHaveAttribute('data-attempt', '2');
    rerender(<LazyImage src="/b.svg" alt="Эклер" width={4} height={3} />);
    expect(img()).not.toHaveAttribute('data-attempt');
    expect(img().getAttribute('src')).toBe('/b.svg');
  });

  it('shows the placeholder for a product without an image', () => {
    render(<LazyImage src="" alt="Эклер" width={4} height={3} />);
    expect(img().getAttribute('src')).toBe('/assets/img/placeholder.svg');
  });
});

describe('asset urls', () => {
  it('resolve against the base and keep absolute and data urls', () => {
    expect(assetUrl('/assets/x.svg')).toBe('/assets/x.svg');
    expect(assetUrl('https://cdn.test/x.png')).toBe('https://cdn.test/x.png');
    expect(attemptUrl('/x.svg?v=1', 3)).toBe('/x.svg?v=1&retry=3');
  });
});
