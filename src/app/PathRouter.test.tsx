import { Profiler, useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PathRouter } from './PathRouter';

function Where({ onNavigate }: { onNavigate: (navigate: NavigateFunction) => void }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    onNavigate(navigate);
  }, [navigate, onNavigate]);
  return <p data-testid="where">{`${pathname}${search}${hash}`}</p>;
}

/** The app at `url` under PathRouter: what it shows, how many commits it made, and its navigate. */
function mount(url: string, basename?: string) {
  window.history.replaceState(null, '', url);
  let commits = 0;
  let navigate: NavigateFunction = () => undefined;
  render(
    <Profiler id="app" onRender={() => (commits += 1)}>
      <PathRouter basename={basename}>
        <Where
          onNavigate={(n) => {
            navigate = n;
          }}
        />
      </PathRouter>
    </Profiler>,
  );
  return {
    shown: () => screen.getByTestId('where').textContent,
    commits: () => commits,
    navigate: (to: string) => act(() => void navigate(to)),
  };
}

/** The browser following a link itself (before hydration, or an in-page link): a new entry, then popstate. */
function browserFollows(url: string) {
  act(() => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

describe('PathRouter', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('renders nothing for a change of the hash alone coming from the browser', () => {
    const app = mount('/menyu');
    const before = app.commits();
    browserFollows('/menyu#category-salaty');
    expect(app.commits()).toBe(before);
    expect(app.shown()).toBe('/menyu');
  });

  it('renders a new path or query coming from the browser (back and forward)', () => {
    const app = mount('/menyu');
    browserFollows('/o-nas#team');
    expect(app.shown()).toBe('/o-nas#team');
    browserFollows('/o-nas?from=menu');
    expect(app.shown()).toBe('/o-nas?from=menu');
  });

  it("renders the app's own navigations, a hash among them", () => {
    const app = mount('/menyu');
    app.navigate('/menyu#category-supy');
    expect(app.shown()).toBe('/menyu#category-supy');
    expect(window.location.hash).toBe('#category-supy');
  });

  it('works under a basename (the demo in a folder)', () => {
    const app = mount('/shop/menyu', '/shop');
    expect(app.shown()).toBe('/menyu');
    app.navigate('/o-nas');
    expect(window.location.pathname).toBe('/shop/o-nas');
  });
});
