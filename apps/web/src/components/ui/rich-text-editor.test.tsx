import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Editor } from '@tiptap/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './rich-text-editor';
import type { RichTextEditorProps } from './rich-text-types';
import { Controlled } from '../../test/controlled';

// ProseMirror measures the selection; jsdom has no layout, so give it empty rectangles.
beforeAll(() => {
  const rect = () => new DOMRect(0, 0, 0, 0);
  const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = rect;
  Range.prototype.getClientRects = rects;
  document.elementFromPoint = () => null;
});
afterEach(() => vi.useRealTimers());

/**
 * TipTap exposes its editor on the editable element. jsdom cannot type into a
 * contenteditable the way a browser does (the e2e test types for real), so edits go
 * through the editor's commands, which fire the same update events as typing.
 */
const tiptapOf = (element: HTMLElement) => (element as HTMLElement & { editor: Editor }).editor;

async function renderEditor(props: Partial<RichTextEditorProps> = {}, initial = '') {
  const spy = vi.fn();
  render(
    <Controlled<string, RichTextEditorProps>
      component={RichTextEditor}
      label="Descrizione"
      name="descrizione"
      initial={initial}
      spy={spy}
      {...props}
    />,
  );
  const editor = await screen.findByRole('textbox', { name: 'Descrizione' }, { timeout: 5000 });
  return { spy, editor };
}

describe('RichTextEditor', () => {
  it("shows 'LOADING' while its code loads, then a labelled editor with the received HTML", async () => {
    render(
      <RichTextEditor
        label="Descrizione"
        name="d"
        value="<p>Ciao <strong>mondo</strong></p>"
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('LOADING');
    const editor = await screen.findByRole('textbox', { name: 'Descrizione' }, { timeout: 5000 });
    expect(editor).toHaveAttribute('aria-multiline', 'true');
    expect(editor.innerHTML).toContain('<strong>mondo</strong>');
  });

  it('emits the HTML once, 80 ms after the last edit', async () => {
    const { spy, editor } = await renderEditor();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => void tiptapOf(editor).commands.insertContent('Buon'));
    act(() => vi.advanceTimersByTime(50));
    act(() => void tiptapOf(editor).commands.insertContent('giorno'));
    act(() => vi.advanceTimersByTime(79));
    expect(spy).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenLastCalledWith('<p>Buongiorno</p>');
  });

  it('honours a custom debounce', async () => {
    const { spy, editor } = await renderEditor({ debounceMs: 300 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => void tiptapOf(editor).commands.insertContent('x'));
    act(() => vi.advanceTimersByTime(299));
    expect(spy).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(spy).toHaveBeenCalledWith('<p>x</p>');
  });

  it('applies bold from the toolbar and reports the pressed state', async () => {
    const user = userEvent.setup();
    const { spy, editor } = await renderEditor({}, '<p>testo</p>');
    act(() => void tiptapOf(editor).commands.focus('end'));
    await user.click(screen.getByRole('button', { name: 'Grassetto' }));
    expect(screen.getByRole('button', { name: 'Grassetto' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    act(() => void tiptapOf(editor).commands.insertContent('forte'));
    await user.click(document.body);
    expect(spy).toHaveBeenLastCalledWith('<p>testo<strong>forte</strong></p>');
  });

  it('turns a paragraph into a section title (h3) and keeps one it is given', async () => {
    const user = userEvent.setup();
    const { spy, editor } = await renderEditor({}, '<h3>Come funziona</h3><p>testo</p>');
    expect(within(editor).getByRole('heading', { level: 3 })).toHaveTextContent('Come funziona');
    act(() => void tiptapOf(editor).commands.focus('end'));
    await user.click(screen.getByRole('button', { name: 'Titoletto' }));
    await user.click(document.body);
    // (the editor keeps an empty paragraph after a closing title, to type on)
    await waitFor(() =>
      expect(spy.mock.lastCall?.[0]).toMatch(/^<h3>Come funziona<\/h3><h3>testo<\/h3>(<p><\/p>)?$/),
    );
  });

  it('shows a value set from outside without emitting it back', async () => {
    const { spy, editor } = await renderEditor({}, '<p>uno</p>');
    expect(editor).toHaveTextContent('uno');
    expect(spy).not.toHaveBeenCalled();
  });

  it('emits an empty value when the text is deleted, and flushes on blur', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    const { spy, editor } = await renderEditor({ onBlur }, '<p>x</p>');
    editor.focus();
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await user.click(document.body);
    expect(spy).toHaveBeenLastCalledWith('');
    expect(onBlur).toHaveBeenCalled();
  });

  it('shows the asterisk and the error tied to the editor', async () => {
    const { editor } = await renderEditor({ required: true, error: 'Descrizione obbligatoria' });
    expect(editor).toHaveAttribute('aria-required', 'true');
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(editor).toHaveAccessibleDescription('Descrizione obbligatoria');
    expect(screen.getByText('*')).toBeInTheDocument();
  });

  it('keeps TipTap out of every module but the lazily imported one', () => {
    const folder = dirname(fileURLToPath(import.meta.url));
    const sources = readdirSync(folder).filter(
      (file) => /\.tsx?$/.test(file) && !file.includes('.test.'),
    );
    const importers = sources.filter((file) =>
      /from '@tiptap\//.test(readFileSync(join(folder, file), 'utf8')),
    );
    expect(importers).toEqual(['tiptap-editor.tsx']);
    const staticImporters = sources.filter((file) =>
      /from '\.\/tiptap-editor'/.test(readFileSync(join(folder, file), 'utf8')),
    );
    expect(staticImporters).toEqual([]);
    expect(readFileSync(join(folder, 'rich-text-editor.tsx'), 'utf8')).toContain(
      "import('./tiptap-editor')",
    );
  });
});
