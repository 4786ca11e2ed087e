import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DATE_INCOMPLETE_MESSAGE, DateInput, YEAR_RANGE_MESSAGE } from './date-input';
import type { DateInputProps } from './date-input';

const local = (y: number, m: number, d: number, h = 8, mi = 0, s = 0) =>
  new Date(y, m - 1, d, h, mi, s).toISOString();

function Harness({ initial = '', ...props }: Partial<DateInputProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput
        label="Data di nascita"
        name="nascita"
        value={value}
        {...props}
        onChange={(next) => {
          props.onChange?.(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        svuota
      </button>
      <output data-testid="value">{value}</output>
    </>
  );
}

const group = () => screen.getByRole('group', { name: /Data di nascita/ });
const part = (name: string) => within(group()).getByRole('textbox', { name });

describe('DateInput', () => {
  it('shows day, month and year boxes with DD, MM, YYYY placeholders in a labelled group', () => {
    render(<Harness />);
    expect(part('Giorno')).toHaveAttribute('placeholder', 'DD');
    expect(part('Mese')).toHaveAttribute('placeholder', 'MM');
    expect(part('Anno')).toHaveAttribute('placeholder', 'YYYY');
    expect(within(group()).queryByRole('textbox', { name: 'Ore' })).toBeNull();
  });

  it('shows hh, mm, ss boxes in datetime mode', () => {
    render(<Harness mode="datetime" />);
    expect(part('Ore')).toHaveAttribute('placeholder', 'hh');
    expect(part('Minuti')).toHaveAttribute('placeholder', 'mm');
    expect(part('Secondi')).toHaveAttribute('placeholder', 'ss');
  });

  it('moves to the next part when one is full and emits 08:00 local once complete', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onStatusChange = vi.fn();
    render(<Harness onChange={onChange} onStatusChange={onStatusChange} />);
    await user.click(part('Giorno'));
    await user.keyboard('12');
    expect(part('Mese')).toHaveFocus();
    await user.keyboard('05');
    expect(part('Anno')).toHaveFocus();
    await user.keyboard('202');
    expect(onChange).not.toHaveBeenCalled();
    expect(group()).toHaveAttribute('data-status', '0');
    await user.keyboard('4');
    expect(onChange).toHaveBeenLastCalledWith(local(2024, 5, 12));
    expect(group()).toHaveAttribute('data-status', '1');
    expect(onStatusChange).toHaveBeenLastCalledWith(1);
  });

  it('caps 31 April to 30 and 29 February 2023 to 28, keeps 29 February 2024', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(part('Giorno'));
    await user.keyboard('31042024');
    expect(part('Giorno')).toHaveValue('30');
    expect(screen.getByTestId('value')).toHaveTextContent(local(2024, 4, 30));

    await user.click(part('Giorno'));
    await user.keyboard('29022024');
    expect(part('Giorno')).toHaveValue('29');
    expect(screen.getByTestId('value')).toHaveTextContent(local(2024, 2, 29));

    await user.click(part('Anno'));
    await user.keyboard('2023');
    expect(part('Giorno')).toHaveValue('28');
    expect(screen.getByTestId('value')).toHaveTextContent(local(2023, 2, 28));
  });

  it('clamps month 13 to 12 and pads a short part on leaving it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(part('Giorno'));
    await user.keyboard('5');
    await user.tab();
    expect(part('Giorno')).toHaveValue('05');
    await user.keyboard('13');
    expect(part('Mese')).toHaveValue('12');
    await user.keyboard('2030');
    expect(screen.getByTestId('value')).toHaveTextContent(local(2030, 12, 5));
  });

  it('refuses year 1899 with an empty value, pending status and a message', async () => {
    const user = userEvent.setup();
    render(<Harness initial={local(2020, 1, 1)} />);
    await user.click(part('Anno'));
    await user.keyboard('1899');
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
    expect(group()).toHaveAttribute('data-status', '0');
    expect(part('Anno')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(YEAR_RANGE_MESSAGE)).toBeInTheDocument();
    // The year box reports it, so a form sends nothing while it is there.
    expect((part('Anno') as HTMLInputElement).validity.customError).toBe(true);
    expect((part('Giorno') as HTMLInputElement).validity.customError).toBe(false);
    await user.keyboard('2024');
    expect((part('Anno') as HTMLInputElement).validity.customError).toBe(false);
    expect(screen.queryByText(YEAR_RANGE_MESSAGE)).toBeNull();
  });

  it('says a partial date is incomplete once the field is left, and reports it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(part('Giorno'));
    await user.keyboard('12');
    await user.keyboard('05');
    await user.keyboard('20');
    // Not while typing.
    expect(screen.queryByText(DATE_INCOMPLETE_MESSAGE)).toBeNull();
    expect((part('Anno') as HTMLInputElement).validity.customError).toBe(true);
    await user.tab();
    await user.tab();
    expect(screen.getByText(DATE_INCOMPLETE_MESSAGE)).toBeInTheDocument();
    expect(part('Giorno')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
    await user.click(part('Anno'));
    await user.keyboard('2026');
    expect(screen.queryByText(DATE_INCOMPLETE_MESSAGE)).toBeNull();
    expect((part('Anno') as HTMLInputElement).validity.customError).toBe(false);
    expect(screen.getByTestId('value')).toHaveTextContent(local(2026, 5, 12));
  });

  it('shows the partial-date message when its form is refused (invalid event)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(part('Mese'));
    await user.keyboard('05');
    expect(screen.queryByText(DATE_INCOMPLETE_MESSAGE)).toBeNull();
    // The box to fill first carries the refusal; checkValidity() is what a form's submit does.
    expect((part('Giorno') as HTMLInputElement).validity.customError).toBe(true);
    act(() => {
      (part('Giorno') as HTMLInputElement).checkValidity();
    });
    expect(screen.getByText(DATE_INCOMPLETE_MESSAGE)).toBeInTheDocument();
  });

  it('goes back to pending with an empty value when a part is cleared', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={local(2024, 5, 12)} onChange={onChange} />);
    expect(group()).toHaveAttribute('data-status', '1');
    await user.clear(part('Mese'));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(group()).toHaveAttribute('data-status', '0');
  });

  it('starts a full part again when typing into it', async () => {
    const user = userEvent.setup();
    render(<Harness initial={local(2024, 5, 12)} />);
    const day = part('Giorno') as HTMLInputElement;
    day.focus();
    day.setSelectionRange(2, 2);
    await user.keyboard('2');
    expect(part('Giorno')).toHaveValue('2');
    await user.keyboard('7');
    expect(part('Giorno')).toHaveValue('27');
    expect(part('Mese')).toHaveFocus();
    expect(screen.getByTestId('value')).toHaveTextContent(local(2024, 5, 27));
  });

  it('fills every part from a pasted date', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(part('Giorno'));
    await user.paste('31/04/2024');
    expect(part('Giorno')).toHaveValue('30');
    expect(part('Mese')).toHaveValue('04');
    expect(part('Anno')).toHaveValue('2024');
    expect(screen.getByTestId('value')).toHaveTextContent(local(2024, 4, 30));
  });

  it('moves back with Backspace in an empty part', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(part('Giorno'));
    await user.keyboard('12');
    expect(part('Mese')).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(part('Giorno')).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(part('Giorno')).toHaveValue('1');
  });

  it('accepts only digits and jumps ahead on a separator', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(part('Giorno'));
    await user.keyboard('a7/');
    expect(part('Giorno')).toHaveValue('07');
    expect(part('Mese')).toHaveFocus();
  });

  it('shows a received value as good, and an emptied one as pending', () => {
    render(<Harness initial={local(2024, 2, 29)} />);
    expect(part('Giorno')).toHaveValue('29');
    expect(part('Mese')).toHaveValue('02');
    expect(part('Anno')).toHaveValue('2024');
    expect(group()).toHaveAttribute('data-status', '1');
    // eslint-disable-next-line testing-library/no-node-access -- a click outside any user-event sequence, inside act
    act(() => screen.getByRole('button', { name: 'svuota' }).click());
    expect(part('Giorno')).toHaveValue('');
    expect(group()).toHaveAttribute('data-status', '0');
  });

  it('replaces an unparsable value with an empty one silently', () => {
    const onChange = vi.fn();
    render(<Harness initial="non è una data" onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith('');
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
    expect(part('Giorno')).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts empty time parts as 0 in datetime mode and needs some time', async () => {
    const user = userEvent.setup();
    render(<Harness mode="datetime" />);
    await user.click(part('Giorno'));
    await user.keyboard('12052024');
    expect(part('Ore')).toHaveFocus();
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
    await user.keyboard('14');
    expect(screen.getByTestId('value')).toHaveTextContent(local(2024, 5, 12, 14, 0, 0));
    await user.keyboard('7');
    expect(screen.getByTestId('value')).toHaveTextContent(local(2024, 5, 12, 14, 7, 0));
    await user.keyboard('{Tab}99');
    expect(part('Secondi')).toHaveValue('59');
    expect(screen.getByTestId('value')).toHaveTextContent(local(2024, 5, 12, 14, 7, 59));
  });

  it('clamps hours to 23 and minutes to 59', async () => {
    const user = userEvent.setup();
    render(<Harness mode="datetime" />);
    await user.click(part('Giorno'));
    await user.keyboard('010120242460');
    expect(part('Ore')).toHaveValue('23');
    expect(part('Minuti')).toHaveValue('59');
    expect(screen.getByTestId('value')).toHaveTextContent(local(2024, 1, 1, 23, 59, 0));
  });

  it('picks a day from the calendar with the keyboard and resets the time to 08:00:00', async () => {
    const user = userEvent.setup();
    render(<Harness mode="datetime" initial={local(2024, 4, 15, 14, 30, 45)} />);
    const opener = within(group()).getByRole('button', { name: 'Scegli dal calendario' });
    await user.click(opener);
    const calendar = screen.getByRole('dialog', { name: 'aprile 2024' });
    expect(within(calendar).getByRole('button', { name: '15 aprile 2024' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(within(calendar).getByRole('button', { name: '23 aprile 2024' })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('button', { name: '23 maggio 2024' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(screen.getByTestId('value')).toHaveTextContent(local(2024, 5, 23, 8, 0, 0));
    expect(part('Ore')).toHaveValue('08');
    expect(part('Minuti')).toHaveValue('00');
    expect(part('Secondi')).toHaveValue('00');
  });

  it('closes the calendar with Escape or an outside click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = within(group()).getByRole('button', { name: 'Scegli dal calendario' });
    await user.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('picks with a click from an empty field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(within(group()).getByRole('button', { name: 'Scegli dal calendario' }));
    await user.click(screen.getByRole('button', { name: 'Mese successivo' }));
    const dialog = screen.getByRole('dialog');
    const first = within(dialog)
      .getAllByRole('button')
      .find((b) => b.textContent === '1');
    expect(first).toBeDefined();
    await user.click(first as HTMLElement);
    const value = new Date(screen.getByTestId('value').textContent ?? '');
    expect(value.getDate()).toBe(1);
    expect(value.getHours()).toBe(8);
  });

  it('sets the native required attribute on a hidden date field', () => {
    const { container } = render(<Harness required initial={local(2024, 5, 12)} />);
    // eslint-disable-next-line testing-library/no-node-access, testing-library/no-container -- the hidden native date input has no role
    const native = container.querySelector('input[type="date"]');
    expect(native).toBeRequired();
    expect(native).toHaveAttribute('name', 'nascita');
    expect(native).toHaveValue('2024-05-12');
    expect(native).toHaveAttribute('aria-hidden', 'true');
    expect(within(group()).getByText('*')).toBeInTheDocument();
  });

  it('shows the error under the field, tied to every part', () => {
    render(<Harness error="Campo obbligatorio" />);
    const message = screen.getByText('Campo obbligatorio');
    for (const name of ['Giorno', 'Mese', 'Anno']) {
      expect(part(name)).toHaveAttribute('aria-invalid', 'true');
      expect(part(name)).toHaveAccessibleDescription('Campo obbligatorio');
    }
    expect(message.id).toBeTruthy();
  });

  it('calls onBlur once when focus leaves the whole field', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    render(<Harness onBlur={onBlur} />);
    await user.click(part('Giorno'));
    await user.tab();
    await user.tab();
    expect(onBlur).not.toHaveBeenCalled();
    await user.click(document.body);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
