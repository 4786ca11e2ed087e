import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TagInput } from './tag-input';
import type { TagInputProps } from './tag-input';
import { Controlled } from '../../test/controlled';

const SUGGESTIONS = ['Mutuo', 'Surroga', 'Mutuo green', 'Cessione del quinto'];

function renderTags(initial: string[] = [], spy = vi.fn()) {
  render(
    <Controlled<string[], TagInputProps>
      component={TagInput}
      label="Etichette"
      name="tags"
      initial={initial}
      spy={spy}
      suggestions={SUGGESTIONS}
    />,
  );
  return { spy, input: screen.getByRole('combobox', { name: 'Etichette' }) };
}

describe('TagInput', () => {
  it('adds the typed text on Enter and shows it with a # prefix', async () => {
    const user = userEvent.setup();
    const { spy, input } = renderTags();
    await user.type(input, 'prima casa{Enter}');
    expect(spy).toHaveBeenLastCalledWith(['prima casa']);
    expect(screen.getByRole('button', { name: 'Rimuovi il tag #prima casa' })).toHaveTextContent(
      '#prima casa',
    );
    expect(input).toHaveValue('');
  });

  it('suggests by case-insensitive substring, leaving out chosen tags', async () => {
    const user = userEvent.setup();
    renderTags(['Mutuo']);
    await user.type(screen.getByRole('combobox', { name: 'Etichette' }), 'UTU');
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['#Mutuo green']);
  });

  it('adds a suggestion chosen with the arrows and Enter, or with a click', async () => {
    const user = userEvent.setup();
    const { spy, input } = renderTags();
    await user.type(input, 'mu');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: '#Mutuo green' }).id,
    );
    await user.keyboard('{Enter}');
    expect(spy).toHaveBeenLastCalledWith(['Mutuo green']);
    await user.type(input, 'sur');
    await user.click(screen.getByRole('option', { name: '#Surroga' }));
    expect(spy).toHaveBeenLastCalledWith(['Mutuo green', 'Surroga']);
  });

  it('closes the suggestions with Escape', async () => {
    const user = userEvent.setup();
    const { input } = renderTags();
    await user.type(input, 'mu');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('removes a tag by click', async () => {
    const user = userEvent.setup();
    const { spy } = renderTags(['a', 'b', 'c']);
    await user.click(screen.getByRole('button', { name: 'Rimuovi il tag #b' }));
    expect(spy).toHaveBeenLastCalledWith(['a', 'c']);
  });

  it('removes the last tag with Backspace in the empty box, and a focused tag with Backspace', async () => {
    const user = userEvent.setup();
    const { spy, input } = renderTags(['a', 'b', 'c']);
    await user.click(input);
    await user.keyboard('{Backspace}');
    expect(spy).toHaveBeenLastCalledWith(['a', 'b']);
    // The click opened the suggestions, and react-aria hides the rest of the page from
    // assistive technology while a combobox list is open: Escape closes it.
    await user.keyboard('{Escape}');
    // A tag is a row of react-aria's tag group, reached with Tab and the arrows; its ×
    // button is for the pointer.
    await user.tab({ shift: true });
    expect(screen.getByRole('row', { name: '#b' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('row', { name: '#a' })).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(spy).toHaveBeenLastCalledWith(['b']);
    await user.keyboard('{Delete}');
    expect(spy).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('combobox', { name: 'Etichette' })).toHaveFocus();
  });

  it('does not add a blank tag', async () => {
    const user = userEvent.setup();
    const { spy, input } = renderTags(['a']);
    await user.type(input, '   {Enter}');
    expect(spy).not.toHaveBeenCalled();
  });

  it('handles Enter once: a suggestion is added once and the surrounding form is not sent', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    const submitted = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={submitted}>
        <Controlled<string[], TagInputProps>
          component={TagInput}
          label="Etichette"
          name="tags"
          initial={[]}
          spy={spy}
          suggestions={SUGGESTIONS}
        />
        <button type="submit">Invia</button>
      </form>,
    );
    const input = screen.getByRole('combobox', { name: 'Etichette' });
    await user.type(input, 'sur');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenLastCalledWith(['Surroga']);
    await user.keyboard('casa{Enter}');
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy).toHaveBeenLastCalledWith(['Surroga', 'casa']);
    await user.keyboard('{Enter}');
    expect(submitted).not.toHaveBeenCalled();
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
