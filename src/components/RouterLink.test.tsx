import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouterLink } from './RouterLink';

function Where() {
  const { pathname, search, state } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${state ? ` ${JSON.stringify(state)}` : ''}`}</p>;
}

function renderAt(path: string, link: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {link}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const link = () => screen.getByRole('link', { name: 'Меню' });

describe('RouterLink', () => {
  it('renders a real href and navigates inside the app on a plain click', () => {
    renderAt('/', <RouterLink to="/menyu?q=torty">Меню</RouterLink>);
    expect(link()).toHaveAttribute('href', '/menyu?q=torty');
    expect(fireEvent.click(link())).toBe(false);
    expect(where()).toBe('/menyu?q=torty');
  });

  it('leaves modified and middle clicks to the browser (new tab, new window)', () => {
    renderAt('/', <RouterLink to="/menyu">Меню</RouterLink>);
    expect(fireEvent.click(link(), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link(), { metaKey: true })).toBe(true);
    expect(fireEvent.click(link(), { shiftKey: true })).toBe(true);
    expect(fireEvent.click(link(), { button: 1 })).toBe(true);
    expect(where()).toBe('/');
  });

  it('leaves a link with a target of its own to the browser', () => {
    renderAt('/', <RouterLink to="/menyu" target="_blank">Меню</RouterLink>);
    expect(link()).toHaveAttribute('target', '_blank');
    expect(fireEvent.click(link())).toBe(true);
    expect(where()).toBe('/');
  });

  it('runs its own onClick first and stays put when that prevents the default', () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt('/', <RouterLink to="/menyu" onClick={onClick}>Меню</RouterLink>);
    fireEvent.click(link());
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(where()).toBe('/');
  });

  it('passes state along and can replace the history entry', () => {
    renderAt('/', <RouterLink to="/menyu" state={{ from: 'home' }} replace>Меню</RouterLink>);
    fireEvent.click(link());
    expect(where()).toBe('/menyu {"from":"home"}');
  });

  it('keeps an absolute URL as it is and never routes it', () => {
    renderAt('/', <RouterLink to="https://example.com/menu">Меню</RouterLink>);
    expect(link()).toHaveAttribute('href', 'https://example.com/menu');
    expect(fireEvent.click(link())).toBe(true);
    expect(where()).toBe('/');
  });

  it('with reloadDocument, leaves the navigation to the browser', () => {
    renderAt('/', <RouterLink to="/menyu" reloadDocument>Меню</RouterLink>);
    expect(fireEvent.click(link())).toBe(true);
    expect(where()).toBe('/');
  });

  it('forwards its ref and other attributes to the anchor', () => {
    const ref = createRef<HTMLAnchorElement>();
    renderAt('/', <RouterLink ref={ref} to="/menyu" className="pill" aria-current="page" data-testid="nav-menu">Меню</RouterLink>);
    expect(ref.current).toBe(link());
    expect(link()).toHaveClass('pill');
    expect(link()).toHaveAttribute('aria-current', 'page');
    expect(link()).toHaveAttribute('data-testid', 'nav-menu');
  });
});
