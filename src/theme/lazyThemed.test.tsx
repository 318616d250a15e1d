import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPreload } from './lazyThemed';

const part = () => lazyPreload(() => Promise.resolve({ default: () => <p>the part</p> }));

describe('lazyPreload', () => {
  it('renders a preloaded part in the commit that shows it, with no fallback in between', async () => {
    const Part = part();
    await Part.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByText('the part')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends a part whose code has not arrived, as React.lazy does, then shows it', async () => {
    const Part = part();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('the part')).toBeInTheDocument();
  });
});
