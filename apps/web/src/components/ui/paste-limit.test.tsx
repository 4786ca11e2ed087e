import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Controlled } from '../../test/controlled';
import { pastedTooLongMessage } from './paste-limit';
import { TextArea } from './text-area';
import type { TextAreaProps } from './text-area';
import { TextInput } from './text-input';
import type { TextInputProps } from './text-input';

const LONG = 'abcdefghij'.repeat(1000);

function limitedInput(props: Partial<TextInputProps> = {}) {
  render(
    <Controlled<string, TextInputProps>
      component={TextInput}
      label="Ragione sociale"
      name="ragione"
      initial=""
      spy={vi.fn()}
      maxLength={200}
      {...props}
    />,
  );
  return screen.getByRole('textbox', { name: 'Ragione sociale' });
}

describe('a paste cut at the field’s limit is said on the field', () => {
  it('text input: 10,000 characters into 200 say so, described and announced', async () => {
    const user = userEvent.setup();
    const input = limitedInput();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(input);
    await user.paste(LONG);
    expect((input as HTMLInputElement).value.length).toBe(200);
    const message =
      'Il testo incollato superava i 200 caratteri ed è stato tagliato: controlla la fine.';
    expect(pastedTooLongMessage(200)).toBe(message);
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(input).toHaveAccessibleDescription(message);
    // Shortened by hand under the limit, the note goes.
    await user.keyboard('{Backspace}');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('says nothing of a paste that fits, counting what it replaces', async () => {
    const user = userEvent.setup();
    const input = limitedInput({ maxLength: 10 });
    await user.click(input);
    await user.paste('12345');
    await user.paste('67890');
    expect(input).toHaveValue('1234567890');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    // Ten characters selected, ten pasted over them: it fits.
    await user.tripleClick(input);
    await user.paste('abcdefghij');
    expect(input).toHaveValue('abcdefghij');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps both the error and the note in the description', async () => {
    const user = userEvent.setup();
    const input = limitedInput({ error: 'Campo obbligatorio' });
    await user.click(input);
    await user.paste(LONG);
    expect(input).toHaveAccessibleDescription(`Campo obbligatorio ${pastedTooLongMessage(200)}`);
  });

  it('text area: the limit written the Italian way', async () => {
    const user = userEvent.setup();
    render(
      <Controlled<string, TextAreaProps>
        component={TextArea}
        label="Descrizione"
        name="descrizione"
        initial=""
        spy={vi.fn()}
        maxLength={5000}
      />,
    );
    const area = screen.getByRole('textbox', { name: 'Descrizione' });
    await user.click(area);
    await user.paste(LONG);
    expect((area as HTMLTextAreaElement).value.length).toBe(5000);
    expect(area).toHaveAccessibleDescription(
      'Il testo incollato superava i 5.000 caratteri ed è stato tagliato: controlla la fine.',
    );
  });

  it('has no note and no live region without a limit', async () => {
    const user = userEvent.setup();
    const input = limitedInput({ maxLength: undefined });
    await user.click(input);
    await user.paste(LONG);
    expect(input).toHaveValue(LONG);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
