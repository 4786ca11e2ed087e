import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';
import type { SelectProps } from './select';
import { Controlled } from '../../test/controlled';

const STATES = [
  { value: 'inserito', label: 'Inserito' },
  { value: 'fatto', label: 'Fatto Appuntamento' },
  { value: 'contratto', label: 'Contratto' },
  { value: 'annullata', label: 'Annullata' },
];

function renderSelect(props: Partial<SelectProps> = {}, initial = '') {
  const spy = vi.fn();
  render(
    <>
      <Controlled<string, SelectProps>
        component={Select}
        label="Stato"
        name="stato"
        options={STATES}
        initial={initial}
        spy={spy}
        {...props}
      />
      <p>fuori</p>
    </>,
  );
  return { spy, combo: screen.getByRole('combobox', { name: 'Stato' }) };
}

describe('Select', () => {
  it('offers the empty choice " - NESSUNO - " first', async () => {
    const user = userEvent.setup();
    const { combo } = renderSelect({ emptyOption: true });
    expect(combo).toHaveTextContent('- NESSUNO -');
    await user.click(combo);
    const options = within(screen.getByRole('listbox', { name: 'Stato' })).getAllByRole('option');
    expect(options[0]?.textContent).toBe(' - NESSUNO - ');
    expect(options).toHaveLength(5);
  });

  it('labels the empty choice as configured, and has none by default', async () => {
    const user = userEvent.setup();
    const { combo } = renderSelect({ emptyOption: 'Tutti gli stati' });
    await user.click(combo);
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Tutti gli stati');
  });

  it('has no empty choice unless asked', async () => {
    const user = userEvent.setup();
    const { combo } = renderSelect();
    expect(combo).toHaveTextContent('Seleziona…');
    await user.click(combo);
    expect(screen.getAllByRole('option')).toHaveLength(4);
  });

  it('opens on click and closes after a selection', async () => {
    const user = userEvent.setup();
    const { combo, spy } = renderSelect({ emptyOption: true });
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    await user.click(combo);
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('option', { name: 'Contratto' }));
    expect(spy).toHaveBeenLastCalledWith('contratto');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(combo).toHaveTextContent('Contratto');
    expect(combo).toHaveFocus();
  });

  it('closes on an outside click', async () => {
    const user = userEvent.setup();
    const { combo, spy } = renderSelect();
    await user.click(combo);
    await user.click(screen.getByText('fuori'));
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(spy).not.toHaveBeenCalled();
  });

  it('is operable with the keyboard: arrows, Enter, Escape, type-ahead', async () => {
    const user = userEvent.setup();
    const { combo, spy } = renderSelect({ emptyOption: true }, 'inserito');
    combo.focus();
    await user.keyboard('{ArrowDown}');
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    // The list takes focus on the chosen option (react-aria, the WAI-ARIA listbox pattern).
    // eslint-disable-next-line testing-library/no-node-access -- the option that has focus
    const active = () => document.activeElement;
    expect(active()).toHaveTextContent('Inserito');
    expect(active()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent('Contratto');
    await user.keyboard('{Escape}');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(spy).not.toHaveBeenCalled();
    // Focus goes back to the trigger on the next animation frame.
    await waitFor(() => expect(combo).toHaveFocus());
    await user.keyboard('{Enter}');
    await user.keyboard('a');
    expect(active()).toHaveTextContent('Annullata');
    await user.keyboard('{Enter}');
    expect(spy).toHaveBeenLastCalledWith('annullata');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(combo).toHaveFocus());
    await user.keyboard(' {Home}{Enter}');
    expect(spy).toHaveBeenLastCalledWith('');
    // Type-ahead in the open list skips the empty choice's leading dashes.
    await waitFor(() => expect(combo).toHaveFocus());
    await user.keyboard('{ArrowDown}i{Enter}');
    expect(spy).toHaveBeenLastCalledWith('inserito');
    await waitFor(() => expect(combo).toHaveFocus());
    await user.keyboard('{ArrowDown}n');
    expect(active()).toHaveTextContent('- NESSUNO -');
    await user.keyboard('{Enter}');
    expect(spy).toHaveBeenLastCalledWith('');
  });

  it('shows the asterisk and the error tied to the combobox', () => {
    render(
      <Select
        label="Stato"
        name="stato"
        options={STATES}
        value=""
        onChange={() => undefined}
        required
        error="Scegli uno stato"
      />,
    );
    const combo = screen.getByRole('combobox', { name: 'Stato' });
    expect(combo).toHaveAttribute('aria-required', 'true');
    expect(combo).toHaveAttribute('aria-invalid', 'true');
    expect(combo).toHaveAccessibleDescription('Scegli uno stato');
    expect(screen.getByText('*')).toBeInTheDocument();
  });

  it('focuses the combobox when its label is clicked, and does nothing when disabled', async () => {
    const user = userEvent.setup();
    render(
      <Select
        label="Stato"
        name="stato"
        options={STATES}
        value=""
        onChange={() => undefined}
        disabled
      />,
    );
    const combo = screen.getByRole('combobox', { name: 'Stato' });
    await user.click(combo);
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(combo).toHaveAttribute('aria-disabled', 'true');
  });
});
