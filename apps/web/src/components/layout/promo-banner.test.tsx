import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE } from '@portal/shared/cookies';
import { removeCookie, setCookie } from '../../lib/cookies';
import { PROMO_HIDE_AFTER_CLICK_MS, PROMO_HIDE_AFTER_CLOSE_MS, PromoBanner } from './promo-banner';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        // As in the app: the public components inside the router.
        element: (
          <>
            <Outlet />
            <label>
              Comune <input />
            </label>
            <PromoBanner />
          </>
        ),
        children: [{ path: '*', element: <p>pagina</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router };
}

const banner = () => screen.queryByRole('link', { name: 'Registrati Gratuitamente!' });

describe('PromoBanner (spec sections 2, 4, 9)', () => {
  beforeEach(() => {
    // Only the clock the banner uses: React's scheduler keeps its own (setImmediate).
    // Clicks go through fireEvent (synchronous), so the timings are exact to the ms.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('links to /#registrati', () => {
    renderAt('/');
    expect(banner()).toHaveAttribute('href', '/#registrati');
    expect(PROMO_HIDE_AFTER_CLICK_MS).toBe(90_000);
    expect(PROMO_HIDE_AFTER_CLOSE_MS).toBe(20_000);
  });

  it('a click on the banner hides it for 90 seconds, then it reappears', () => {
    const { router } = renderAt('/servizi');
    fireEvent.click(banner()!);
    expect(router.state.location.hash).toBe('#registrati');
    expect(banner()).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(89_999));
    expect(banner()).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(banner()).toBeInTheDocument();
  });

  it('its close X hides it for 20 seconds, then it reappears', () => {
    const { router } = renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(router.state.location.hash).toBe('');
    expect(banner()).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(19_999));
    expect(banner()).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(banner()).toBeInTheDocument();
  });

  it('is hidden on /fimaa and shown again elsewhere', async () => {
    const { router } = renderAt('/fimaa');
    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chiudi' })).not.toBeInTheDocument();
    await act(() => router.navigate('/fimaaRegister'));
    expect(banner()).toBeInTheDocument();
  });

  it('is never shown to a signed-in agency', () => {
    setCookie(COOKIE.userToken, 'user-token');
    renderAt('/');
    expect(banner()).not.toBeInTheDocument();
    removeCookie(COOKIE.userToken);
  });

  it('is never shown to a signed-in admin', () => {
    setCookie(COOKIE.adminAccess, 'admin-token');
    renderAt('/');
    expect(banner()).not.toBeInTheDocument();
    removeCookie(COOKIE.adminAccess);
  });

  it('steps aside while a field has the focus, and comes back when it leaves', () => {
    renderAt('/');
    const field = screen.getByRole('textbox', { name: 'Comune' });
    act(() => field.focus());
    expect(banner()).not.toBeInTheDocument();
    act(() => field.blur());
    expect(banner()).toBeInTheDocument();
  });
});
