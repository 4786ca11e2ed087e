import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';

describe('LoginForm', () => {
  it('validates with the shared schema before sending anything', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<LoginForm onSubmit={onSubmit} serverError={null} />);
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Inserisci l’e-mail')).toBeInTheDocument();
    expect(screen.getByText('Inserisci la password')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed e-mail and the password; shows the password on request', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<LoginForm onSubmit={onSubmit} serverError={null} />);
    await user.type(screen.getByLabelText(/E-mail/), '  agenzia@example.com ');
    const password = screen.getByLabelText(/^Password/);
    await user.type(password, 'segreta');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByLabelText('Mostra password'));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { email: 'agenzia@example.com', password: 'segreta' },
      expect.anything(),
    );
  });

  it('shows the server message and field details', () => {
    render(
      <LoginForm
        onSubmit={vi.fn()}
        serverError="Account non ancora confermato"
        fieldErrors={{ email: 'E-mail sconosciuta' }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Account non ancora confermato');
    expect(screen.getByText('E-mail sconosciuta')).toBeInTheDocument();
  });

  it('a double click signs in once; the button is disabled while the request runs', async () => {
    let finish = () => undefined as void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<LoginForm onSubmit={onSubmit} serverError={null} />);
    await user.type(screen.getByLabelText(/E-mail/), 'agenzia@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'segreta');
    await user.dblClick(screen.getByRole('button', { name: 'Accedi' }));
    const pending = await screen.findByRole('button', { name: 'Accesso in corso…' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    await user.click(pending);
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Accedi' })).not.toHaveAttribute('aria-disabled');
  });
});
