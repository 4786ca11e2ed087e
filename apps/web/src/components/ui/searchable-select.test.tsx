import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchableSelect } from './searchable-select';
import {
  KEEP_TYPING_MESSAGE,
  notAChoiceMessage,
  severalMatchMessage,
} from './searchable-select-rules';
import type { SearchableSelectProps } from './searchable-select';
import { Controlled } from '../../test/controlled';

// 7,904 options, as many as the comuni, with a few real accented names.
const COMUNI = Array.from({ length: 7904 }, (_, i) => ({
  value: String(i + 1),
  label: `Comune ${i + 1}`,
}));
COMUNI[100] = { value: '101', label: 'Forlì' };
COMUNI[200] = { value: '201', label: 'Cantù' };
COMUNI[7000] = { value: '7001', label: 'San Donà di Piave' };
// Rome's province in alphabetical order: the exact name sits below names holding it.
COMUNI[10] = { value: 'arcinazzo', label: 'Arcinazzo Romano' };
COMUNI[11] = { value: 'castel-san-pietro', label: 'Castel San Pietro Romano' };
COMUNI[5000] = { value: 'roma', label: 'Roma' };
COMUNI[5001] = { value: 'romanella', label: 'Romanella' };

// jsdom has no layout: give the list a height so the virtualiser renders a window of it.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(240);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
});
afterEach(() => vi.restoreAllMocks());

function renderSearch(initial = '', props: Partial<SearchableSelectProps> = {}) {
  const spy = vi.fn();
  render(
    <>
      <Controlled<string, SearchableSelectProps>
        component={SearchableSelect}
        label="Comune"
        name="comune"
        options={COMUNI}
        initial={initial}
        spy={spy}
        {...props}
      />
      <p>fuori</p>
    </>,
  );
  return { spy, input: screen.getByRole('combobox', { name: 'Comune' }) };
}

describe('SearchableSelect', () => {
  it("has the placeholder 'Cerca'", () => {
    const { input } = renderSearch();
    expect(input).toHaveAttribute('placeholder', 'Cerca');
  });

  it('opens on click with a virtualised list: only a window of the 7,904 options is in the page', async () => {
    const user = userEvent.setup();
    const { input } = renderSearch();
    await user.click(input);
    const options = within(screen.getByRole('listbox', { name: 'Comune' })).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThan(30);
    expect(options[0]).toHaveAttribute('aria-setsize', '7904');
  });

  it('filters by substring ignoring case and accents', async () => {
    const user = userEvent.setup();
    const { input } = renderSearch();
    await user.type(input, 'FORLI');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Forlì']);
    await user.clear(input);
    await user.type(input, 'donà di');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['San Donà di Piave']);
    await user.clear(input);
    await user.type(input, 'zzz');
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.getByText('Nessun risultato')).toBeInTheDocument();
  });

  it('chooses with arrows and Enter, then closes and shows the label', async () => {
    const user = userEvent.setup();
    const { input, spy } = renderSearch();
    await user.type(input, 'comune 79');
    await user.keyboard('{ArrowDown}');
    // eslint-disable-next-line testing-library/no-node-access -- the active option is named by id (aria-activedescendant)
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(active).toHaveTextContent('Comune 790');
    await user.keyboard('{Enter}');
    expect(spy).toHaveBeenLastCalledWith('790');
    expect(input).toHaveValue('Comune 790');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses with a click', async () => {
    const user = userEvent.setup();
    const { input, spy } = renderSearch();
    await user.type(input, 'cantu');
    await user.click(screen.getByRole('option', { name: 'Cantù' }));
    expect(spy).toHaveBeenLastCalledWith('201');
    expect(input).toHaveValue('Cantù');
  });

  it('closes with Escape, restoring the chosen label, and on an outside click', async () => {
    const user = userEvent.setup();
    const { input, spy } = renderSearch('101');
    expect(input).toHaveValue('Forlì');
    await user.type(input, 'xx');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('Forlì');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('fuori'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(spy).not.toHaveBeenCalled();
  });

  it('clears the value when the text is emptied and the field left', async () => {
    const user = userEvent.setup();
    const { input, spy } = renderSearch('101');
    await user.clear(input);
    await user.tab();
    expect(spy).toHaveBeenLastCalledWith('');
    expect(input).toHaveValue('');
  });

  it("'Roma' + Enter picks Roma, not the first name holding it", async () => {
    const user = userEvent.setup();
    const { input, spy } = renderSearch();
    await user.type(input, 'Roma');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Roma',
      'Romanella',
      'Arcinazzo Romano',
      'Castel San Pietro Romano',
    ]);
    await user.keyboard('{Enter}');
    expect(spy).toHaveBeenLastCalledWith('roma');
    expect(input).toHaveValue('Roma');
  });

  it('Tab after the full name commits it, whatever the case and accents', async () => {
    const user = userEvent.setup();
    const { input, spy } = renderSearch();
    await user.type(input, 'roma');
    await user.tab();
    expect(spy).toHaveBeenLastCalledWith('roma');
    expect(input).toHaveValue('Roma');
    expect(input).not.toHaveAccessibleDescription();
    await user.click(input);
    await user.keyboard('FORLI');
    await user.tab();
    expect(spy).toHaveBeenLastCalledWith('101');
    expect(input).toHaveValue('Forlì');
  });

  it('Tab after an arrow takes the highlighted option', async () => {
    const user = userEvent.setup();
    const { input, spy } = renderSearch();
    await user.type(input, 'rom');
    // Several match: none is highlighted until the arrows reach one.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.tab();
    expect(spy).toHaveBeenLastCalledWith('romanella');
  });

  it('keeps text that names no option, says why on the field and reports it as invalid', async () => {
    const user = userEvent.setup();
    const { input, spy } = renderSearch('101');
    await user.click(input);
    await user.keyboard('Rom');
    await user.tab();
    expect(spy).not.toHaveBeenCalled();
    expect(input).toHaveValue('Rom');
    expect(input).toHaveAccessibleDescription(notAChoiceMessage('Rom'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect((input as HTMLInputElement).validity.customError).toBe(true);
    await user.click(input);
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('Forlì');
    expect(input).not.toHaveAccessibleDescription();
    expect((input as HTMLInputElement).validity.customError).toBe(false);
    // Fixing the text clears the message.
    await user.click(input);
    await user.keyboard('Rom');
    await user.click(screen.getByText('fuori'));
    expect(input).toHaveAccessibleDescription(notAChoiceMessage('Rom'));
    await user.click(input);
    await user.keyboard('Roma{Enter}');
    expect(spy).toHaveBeenLastCalledWith('roma');
    expect(input).not.toHaveAccessibleDescription();
    expect((input as HTMLInputElement).validity.customError).toBe(false);
  });

  it('Enter on kept text that names no option does not send the form', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={submitted}>
        <Controlled<string, SearchableSelectProps>
          component={SearchableSelect}
          label="Comune"
          name="comune"
          options={COMUNI}
          initial=""
        />
        <button type="submit">Invia</button>
      </form>,
    );
    const input = screen.getByRole('combobox', { name: 'Comune' });
    await user.type(input, 'Rmoa');
    await user.tab();
    await user.tab({ shift: true });
    expect(input).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(submitted).not.toHaveBeenCalled();
    expect(input).toHaveAccessibleDescription(notAChoiceMessage('Rmoa'));
  });

  it('typing after a click or a Tab replaces the shown label instead of adding to it', async () => {
    const user = userEvent.setup();
    const { input } = renderSearch('101');
    await user.click(input);
    await user.keyboard('Cant');
    expect(input).toHaveValue('Cant');
    await user.keyboard('{Escape}');
    await user.click(screen.getByText('fuori'));
    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('San');
    expect(input).toHaveValue('San');
  });

  it('shows the asterisk and the error tied to the input', () => {
    render(
      <SearchableSelect
        label="Comune"
        name="c"
        options={COMUNI}
        value=""
        onChange={() => undefined}
        required
        error="Scegli un comune"
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Comune' });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Scegli un comune');
    expect(screen.getByText('*')).toBeInTheDocument();
  });

  it('with onSearch, tells each keystroke and shows every option given', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    // The server's answer: matched on a field the label does not show (the comune's CAP).
    const found = [
      { value: 'a', label: 'Immobiliare Alfa · alfa@example.it' },
      { value: 'b', label: 'Casa Beta · beta@example.it' },
    ];
    const { spy, input } = renderSearch('', { options: found, onSearch, searching: false });
    await user.type(input, '47121');
    expect(onSearch).toHaveBeenLastCalledWith('47121');
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(found.map((o) => o.label));
    // Both found by the server, neither by its label: Enter waits for the arrows.
    await user.keyboard('{Enter}');
    expect(spy).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(spy).toHaveBeenLastCalledWith('b');
  });

  it('with onSearch and no options yet, says the search is on its way', async () => {
    const user = userEvent.setup();
    const { input } = renderSearch('', { options: [], onSearch: vi.fn(), searching: true });
    await user.type(input, 'ros');
    expect(screen.getByRole('status')).toHaveTextContent('Ricerca…');
  });

  it('with onSearch, puts the options whose label holds the text first, and Enter takes it', async () => {
    const user = userEvent.setup();
    const found = [
      { value: '', label: 'Tutte le agenzie' },
      { value: 'a', label: 'Immobiliare Alfa · alfa@example.it' },
      { value: 'b', label: 'Casa Beta · beta@example.it' },
    ];
    const { spy, input } = renderSearch('a', { options: found, onSearch: vi.fn() });
    await user.click(input);
    await user.keyboard('beta');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Casa Beta · beta@example.it', 'Immobiliare Alfa · alfa@example.it']);
    await user.keyboard('{Enter}');
    expect(spy).toHaveBeenLastCalledWith('b');
  });

  describe('Enter, popular names and the cap on what is shown (decision 096)', () => {
    const REGGIO = [
      { value: 'RC', label: 'Reggio di Calabria', aliases: ['Reggio Calabria'] },
      { value: 'RE', label: "Reggio nell'Emilia", aliases: ['Reggio Emilia'] },
      { value: 'reggiolo', label: 'Reggiolo' },
      { value: 'aquila', label: "L'Aquila" },
    ];

    it('chooses nothing on Enter while several match, and says so', async () => {
      const user = userEvent.setup();
      const { input, spy } = renderSearch('', { options: REGGIO });
      await user.type(input, 'Reggio');
      expect(screen.getAllByRole('option')).toHaveLength(3);
      expect(input).not.toHaveAttribute('aria-activedescendant');
      await user.keyboard('{Enter}');
      expect(spy).not.toHaveBeenCalled();
      expect(input).toHaveValue('Reggio');
      expect(input).toHaveAccessibleDescription(severalMatchMessage('Reggio'));
      // One more letter and it is one: highlighted, and Enter takes it.
      await user.type(input, ' E');
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        "Reggio nell'Emilia",
      ]);
      await user.keyboard('{Enter}');
      expect(spy).toHaveBeenLastCalledWith('RE');
      expect(input).toHaveValue("Reggio nell'Emilia");
    });

    it('finds the official name by the popular one, ignoring apostrophes', async () => {
      const user = userEvent.setup();
      const { input, spy } = renderSearch('', { options: REGGIO });
      await user.type(input, 'reggio calabria');
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Reggio di Calabria',
      ]);
      await user.keyboard('{Enter}');
      expect(spy).toHaveBeenLastCalledWith('RC');
      await user.clear(input);
      await user.type(input, 'L Aquila');
      await user.tab();
      expect(spy).toHaveBeenLastCalledWith('aquila');
    });

    it('shows the best 50 of thousands, then asks for more letters', async () => {
      const user = userEvent.setup();
      const { input } = renderSearch();
      await user.type(input, 'comune');
      expect(screen.getByRole('status')).toHaveTextContent(KEEP_TYPING_MESSAGE);
      const listbox = screen.getByRole('listbox', { name: 'Comune' });
      expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent('Comune 1');
      await user.type(input, ' 790');
      expect(screen.queryByText(KEEP_TYPING_MESSAGE)).not.toBeInTheDocument();
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Comune 790',
        'Comune 7900',
        'Comune 7901',
        'Comune 7902',
        'Comune 7903',
        'Comune 7904',
      ]);
    });
  });
});
