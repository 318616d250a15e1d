import { act } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

afterEach(() => vi.restoreAllMocks());

it('leaves the first page where the visitor scrolled it, and scrolls to the top on each navigation', async () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], {
    initialEntries: ['/menyu'],
  });
  render(<RouterProvider router={router} />);
  expect(scrollTo).not.toHaveBeenCalled();
  await act(() => router.navigate('/menyu?tab=2'));
  expect(scrollTo).not.toHaveBeenCalled();
  await act(() => router.navigate('/torty-na-zakaz'));
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  await act(() => router.navigate(-1));
  expect(scrollTo).toHaveBeenCalledTimes(2);
});

it('scrolls when a navigation mounts it anew (a locale switch remounts the locale root)', async () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const router = createMemoryRouter(
    [
      { path: '/en/*', element: <ScrollToTop key="en" /> },
      { path: '*', element: <ScrollToTop key="ru" /> },
    ],
    { initialEntries: ['/menyu'] },
  );
  render(<RouterProvider router={router} />);
  await act(() => router.navigate('/en/menyu'));
  expect(scrollTo).toHaveBeenCalledTimes(1);
});
