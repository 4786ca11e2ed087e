import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MultiSelect } from './multi-select';
import type { MultiSelectProps } from './multi-select';
import { Controlled } from '../../test/controlled';

const SERVICES = [
  { value: 'rata', label: 'Display Rata' },
  { value: 'piano', label: "Piano D'Acquisto" },
  { value: 'perizia', label: 'Perizia' },
];

function renderMulti(props: Partial<MultiSelectProps> = {}, initial: string[] = []) {
  const spy = vi.fn();
  render(
    <>
      <Controlled<string[], MultiSelectProps>
        component={MultiSelect}
        label="Servizi"
        name="servizi"
        options={SERVICES}
        initial={initial}
        spy={spy}
        {...props}
      />
      <p>fuori</p>
    </>,
  );
  return { spy, combo: screen.getByRole('combobox', { name: 'Servizi' }) };
}

describe('MultiSelect', () => {
  it('selects all and deselects all', async () => {
    const user = userEvent.setup();
    const { combo, spy } = renderMulti();
    await user.click(combo);
    await user.click(screen.getByRole('button', { name: 'Seleziona tutto' }));
    expect(spy).toHaveBeenLastCalledWith(['rata', 'piano', 'perizia']);
    expect(combo).toHaveTextContent("Display Rata, Piano D'Acquisto, Perizia");
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Deseleziona tutto' }));
    expect(spy).toHaveBeenLastCalledWith([]);
  });

  it('toggles options and stays open by default, keeping the options order', async () => {
    const user = userEvent.setup();
    const { combo, spy } = renderMulti();
    await user.click(combo);
    await user.click(screen.getByRole('option', { name: 'Perizia' }));
    await user.click(screen.getByRole('option', { name: 'Display Rata' }));
    expect(spy).toHaveBeenLastCalledWith(['rata', 'perizia']);
    expect(screen.getByRole('listbox', { name: 'Servizi' })).toHaveAttribute(
      'aria-multiselectable',
      'true',
    );
    expect(screen.getByRole('option', { name: 'Perizia' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('option', { name: 'Perizia' }));
    expect(spy).toHaveBeenLastCalledWith(['rata']);
  });

  it('closes after each choice when configured', async () => {
    const user = userEvent.setup();
    const { combo, spy } = renderMulti({ closeOnSelect: true });
    await user.click(combo);
    await user.click(screen.getByRole('option', { name: 'Perizia' }));
    expect(spy).toHaveBeenLastCalledWith(['perizia']);
    expect(combo).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on an outside click', async () => {
    const user = userEvent.setup();
    const { combo } = renderMulti();
    await user.click(combo);
    await user.click(screen.getByText('fuori'));
    expect(combo).toHaveAttribute('aria-expanded', 'false');
  });

  it('is operable with the keyboard, including the two buttons', async () => {
    const user = userEvent.setup();
    const { combo, spy } = renderMulti();
    combo.focus();
    await user.keyboard('{Enter}');
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown} ');
    expect(spy).toHaveBeenLastCalledWith(['piano']);
    await user.keyboard('{End}{Enter}');
    expect(spy).toHaveBeenLastCalledWith(['piano', 'perizia']);
    await user.keyboard('{Control>}a{/Control}');
    expect(spy).toHaveBeenLastCalledWith(['rata', 'piano', 'perizia']);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Deseleziona tutto' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(spy).toHaveBeenLastCalledWith([]);
    combo.focus();
    await user.keyboard('{Escape}');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the asterisk and the error', () => {
    render(
      <MultiSelect
        label="Servizi"
        name="s"
        options={SERVICES}
        value={[]}
        onChange={() => undefined}
        required
        error="Scegli almeno un servizio"
      />,
    );
    const combo = screen.getByRole('combobox', { name: 'Servizi' });
    expect(combo).toHaveAccessibleDescription('Scegli almeno un servizio');
    expect(combo).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toBeInTheDocument();
  });
});
