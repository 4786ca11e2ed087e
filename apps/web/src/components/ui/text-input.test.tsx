import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Controlled } from '../../test/controlled';
import { TextInput } from './text-input';
import type { TextInputProps } from './text-input';

describe('TextInput', () => {
  it('emits the trimmed text when trim is on, while spaces between words can be typed', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(
      <Controlled<string, TextInputProps>
        component={TextInput}
        label="Nome"
        name="nome"
        initial=""
        spy={spy}
        trim
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Nome' });
    await user.type(input, '  Mario Rossi  ');
    expect(input).toHaveValue('  Mario Rossi  ');
    expect(spy).toHaveBeenLastCalledWith('Mario Rossi');
    expect(spy.mock.calls.every(([value]) => value === String(value).trim())).toBe(true);
    await user.tab();
    expect(input).toHaveValue('Mario Rossi');
  });

  it('emits the text as typed without trim', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(
      <Controlled<string, TextInputProps>
        component={TextInput}
        label="Nome"
        name="nome"
        initial=""
        spy={spy}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), ' a ');
    expect(spy).toHaveBeenLastCalledWith(' a ');
  });

  it('shows a value set from outside', () => {
    const { rerender } = render(
      <TextInput label="Nome" name="nome" value="Anna" onChange={() => undefined} trim />,
    );
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Anna');
    rerender(<TextInput label="Nome" name="nome" value="" onChange={() => undefined} trim />);
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('');
  });

  it('marks required, shows the asterisk and the error under the field', () => {
    render(
      <TextInput
        label="Email"
        name="email"
        value=""
        onChange={() => undefined}
        required
        error="Email non valida"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email non valida');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('calls onBlur', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    render(
      <TextInput label="Nome" name="nome" value="" onChange={() => undefined} onBlur={onBlur} />,
    );
    await user.click(screen.getByRole('textbox', { name: 'Nome' }));
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
