import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fixedNav, Link, NavProvider, useLeaveBlocker, useNavLocation } from './nav';

function Where() {
  const { pathname, search, hash } = useNavLocation();
  return <p>{`${pathname}|${search}|${hash}`}</p>;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('nav without a router (the light public pages)', () => {
  it('a link is a plain anchor with the path, search and hash', () => {
    render(
      <Link to="/#registrati" className="x">
        Registrati
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Registrati' });
    expect(link).toHaveAttribute('href', '/#registrati');
    expect(link).toHaveClass('x');
  });

  it('the address is the browser’s, and follows a #hash change and the history', () => {
    window.history.replaceState(null, '', '/servizi?x=1');
    render(<Where />);
    expect(screen.getByText('/servizi|?x=1|')).toBeInTheDocument();
    act(() => {
      window.location.hash = '#registrati';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByText('/servizi|?x=1|#registrati')).toBeInTheDocument();
    act(() => {
      window.history.pushState(null, '', '/fimaa');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('/fimaa||')).toBeInTheDocument();
  });

  it('on the server, a fixed address given by the provider', () => {
    render(
      <NavProvider nav={fixedNav({ pathname: '/fimaa', search: '', hash: '' })}>
        <Where />
        <Link to="/area-riservata/login">Accedi</Link>
      </NavProvider>,
    );
    expect(screen.getByText('/fimaa||')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute(
      'href',
      '/area-riservata/login',
    );
  });
});

function HalfFilledForm({ dirty }: { dirty: boolean }) {
  const blocker = useLeaveBlocker(dirty);
  return (
    <>
      <a href="/area-riservata/hub">Area Riservata</a>
      <a href="/#servizi">Servizi</a>
      <a href="https://example.it/altro">Fuori</a>
      <a href="/privacy" target="_blank">
        Privacy
      </a>
      <p>{blocker.blocked ? 'in attesa' : 'libero'}</p>
      <button type="button" onClick={blocker.reset}>
        Resta
      </button>
    </>
  );
}

describe('leaving a light page with a half-filled form', () => {
  const click = (name: string) =>
    fireEvent.click(screen.getByRole('link', { name }), { button: 0, cancelable: true });

  it('holds a link to another page of the portal, and only that', () => {
    render(<HalfFilledForm dirty />);
    // Same page, another origin, a new tab: not leaving this page for another of the portal.
    // (fireEvent answers false when the default was prevented.)
    expect(click('Servizi')).toBe(true);
    expect(click('Fuori')).toBe(true);
    expect(click('Privacy')).toBe(true);
    expect(screen.getByText('libero')).toBeInTheDocument();
    expect(click('Area Riservata')).toBe(false);
    expect(screen.getByText('in attesa')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Resta' }));
    expect(screen.getByText('libero')).toBeInTheDocument();
  });

  it('lets every link go while the form is untouched', () => {
    render(<HalfFilledForm dirty={false} />);
    expect(click('Area Riservata')).toBe(true);
    expect(screen.getByText('libero')).toBeInTheDocument();
  });
});
