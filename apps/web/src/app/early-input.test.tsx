import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adoptEarlyInput, announceReady } from './early-input';

/** A form as the server renders it: a text field, a box, a pair of radios; its state shown. */
function Form() {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [mode, setMode] = useState('budget');
  return (
    <form>
      <input aria-label="Nome" value={name} onChange={(e) => setName(e.target.value)} />
      <textarea aria-label="Nota" value={note} onChange={(e) => setNote(e.target.value)} />
      <input
        type="checkbox"
        aria-label="Accetto"
        checked={agreed}
        onChange={(e) => setAgreed(e.target.checked)}
      />
      {['budget', 'rata'].map((m) => (
        <input
          key={m}
          type="radio"
          name="mode"
          aria-label={m}
          checked={mode === m}
          onChange={() => setMode(m)}
        />
      ))}
      <output>{JSON.stringify({ name, note, agreed, mode })}</output>
    </form>
  );
}

let container: HTMLElement;

// React's act() outside Testing Library: the environment says it is a test.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => container.remove());

/** The server's HTML in the page, `typeInto` doing what a visitor did before the script. */
async function hydrated(typeInto: (root: HTMLElement) => void) {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  typeInto(container);
  await act(async () => {
    hydrateRoot(container, <Form />);
  });
  return () => JSON.parse(container.querySelector('output')!.textContent!) as unknown;
}

const field = (root: HTMLElement, label: string) =>
  root.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;

describe('adoptEarlyInput', () => {
  it('gives React what was typed, ticked and chosen before it hydrated the form', async () => {
    const state = await hydrated((root) => {
      field(root, 'Nome').value = 'Maria Rossi';
      field(root, 'Nota').value = 'Richiamare dopo le 18';
      field(root, 'Accetto').checked = true;
      field(root, 'rata').checked = true;
    });
    // Hydrated, React still holds what the server rendered, while the fields show the typing.
    expect(state()).toEqual({ name: '', note: '', agreed: false, mode: 'budget' });
    expect(field(container, 'Nome').value).toBe('Maria Rossi');

    act(() => adoptEarlyInput(container));
    expect(state()).toEqual({
      name: 'Maria Rossi',
      note: 'Richiamare dopo le 18',
      agreed: true,
      mode: 'rata',
    });
    expect(field(container, 'Nome').value).toBe('Maria Rossi');
    expect(field(container, 'rata').checked).toBe(true);
    expect(field(container, 'budget').checked).toBe(false);
  });

  it('leaves untouched fields and React’s state alone', async () => {
    const state = await hydrated(() => undefined);
    act(() => adoptEarlyInput(container));
    expect(state()).toEqual({ name: '', note: '', agreed: false, mode: 'budget' });
    expect(field(container, 'budget').checked).toBe(true);
  });
});

describe('announceReady', () => {
  it('tells the page’s inline listener that the app has it', () => {
    const heard: string[] = [];
    document.documentElement.addEventListener('app:ready', (e) => heard.push(e.type), {
      once: true,
    });
    announceReady();
    expect(heard).toEqual(['app:ready']);
  });
});
