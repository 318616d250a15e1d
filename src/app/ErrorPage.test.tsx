import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPageBoundary } from './ErrorPage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('the error page broke');
}

describe('ErrorPageBoundary', () => {
  it('shows its children while they render', () => {
    render(
      <ErrorPageBoundary>
        <p>The error page</p>
      </ErrorPageBoundary>,
    );
    expect(screen.getByText('The error page')).toBeInTheDocument();
    expect(screen.queryByTestId('error-page-fallback')).toBeNull();
  });

  it('falls back to plain HTML with a link home when the error page itself fails, and logs it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorPageBoundary>
        <Broken />
      </ErrorPageBoundary>,
    );
    const fallback = screen.getByTestId('error-page-fallback');
    expect(fallback).toHaveTextContent('An error occurred while showing the error page');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(error).toHaveBeenCalledWith(
      'The error page failed',
      expect.objectContaining({ message: 'the error page broke' }),
    );
  });
});
