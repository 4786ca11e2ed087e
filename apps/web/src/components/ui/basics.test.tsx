import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { FormField } from './form-field';
import { Loading } from './loading';

describe('Loading', () => {
  it("shows the label 'LOADING' as a status", () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('LOADING');
  });
});

describe('Button', () => {
  it('renders the three variants as non-submitting buttons', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <form onSubmit={() => onClick('submit')}>
        <Button onClick={() => onClick('primary')}>Primario</Button>
        <Button variant="secondary">Secondario</Button>
        <Button variant="danger">Elimina</Button>
      </form>,
    );
    for (const name of ['Primario', 'Secondario', 'Elimina']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('type', 'button');
    }
    expect(screen.getByRole('button', { name: 'Primario' }).className).not.toBe(
      screen.getByRole('button', { name: 'Elimina' }).className,
    );
    await user.click(screen.getByRole('button', { name: 'Primario' }));
    expect(onClick).toHaveBeenCalledWith('primary');
    expect(onClick).not.toHaveBeenCalledWith('submit');
  });
});

describe('FormField', () => {
  const ids = { inputId: 'campo', labelId: 'campo-label', errorId: 'campo-error' };

  it('ties the label, shows the asterisk for required and the error under the control', () => {
    render(
      <FormField label="Città" ids={ids} required error="Obbligatorio">
        <input id="campo" aria-describedby="campo-error" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Città' });
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(input).toHaveAccessibleDescription('Obbligatorio');
    // The error follows the control in the document.
    const error = screen.getByText('Obbligatorio');
    expect(input.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has no asterisk when not required', () => {
    render(
      <FormField label="Città" ids={ids}>
        <input id="campo" />
      </FormField>,
    );
    expect(screen.queryByText('*')).toBeNull();
  });

  it('focuses a control named with aria-labelledby when its label is clicked', async () => {
    const user = userEvent.setup();
    render(
      <FormField label="Stato" ids={ids} labelMode="aria">
        <div
          id="campo"
          role="combobox"
          tabIndex={0}
          aria-labelledby="campo-label"
          aria-expanded="false"
          aria-controls="campo-lista"
        />
      </FormField>,
    );
    await user.click(screen.getByText('Stato'));
    expect(screen.getByRole('combobox', { name: 'Stato' })).toHaveFocus();
  });
});
