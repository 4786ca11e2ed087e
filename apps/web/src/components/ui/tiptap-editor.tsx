import { useEffect, useMemo, useRef } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import type { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useFieldIds } from './field';
import { FormField } from './form-field';
import { RICH_TEXT_DEBOUNCE_MS } from './rich-text-types';
import type { RichTextEditorProps } from './rich-text-types';
import styles from './rich-text-editor.module.css';

// Only what the toolbar offers, plus paragraphs, line breaks, links and undo/redo.
const EXTENSIONS = [
  StarterKit.configure({
    // Section titles of a service page ('Come funziona', 'Domande frequenti'): one level.
    heading: { levels: [3] },
    code: false,
    codeBlock: false,
    blockquote: false,
    horizontalRule: false,
    strike: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
];

/** The HTML of a document, '' when it has no text. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

const TOOLS = [
  {
    key: 'heading',
    label: 'Titoletto',
    text: 'T',
    run: (e: Editor) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    key: 'bold',
    label: 'Grassetto',
    text: 'G',
    run: (e: Editor) => e.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    label: 'Corsivo',
    text: 'C',
    run: (e: Editor) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: 'underline',
    label: 'Sottolineato',
    text: 'S',
    run: (e: Editor) => e.chain().focus().toggleUnderline().run(),
  },
  {
    key: 'bulletList',
    label: 'Elenco puntato',
    text: '•',
    run: (e: Editor) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    label: 'Elenco numerato',
    text: '1.',
    run: (e: Editor) => e.chain().focus().toggleOrderedList().run(),
  },
] as const;

/**
 * The TipTap implementation of {@link RichTextEditor}. Do not import it directly: it
 * pulls ProseMirror in; `RichTextEditor` loads it lazily.
 */
export function TiptapEditor({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  required,
  disabled,
  id,
  debounceMs = RICH_TEXT_DEBOUNCE_MS,
}: RichTextEditorProps) {
  const ids = useFieldIds(id, name);
  const lastEmitted = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ onChange, onBlur, debounceMs });
  useEffect(() => {
    latest.current = { onChange, onBlur, debounceMs };
  }, [onChange, onBlur, debounceMs]);

  const flush = (editor: Editor) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const html = htmlOf(editor);
    if (html !== lastEmitted.current) {
      lastEmitted.current = html;
      latest.current.onChange(html);
    }
  };

  const editorProps = useMemo(
    () => ({
      attributes: {
        id: ids.inputId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': ids.labelId,
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': ids.errorId } : {}),
        class: styles.content ?? '',
      },
    }),
    [ids.inputId, ids.labelId, ids.errorId, required, error],
  );

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editable: !disabled,
    editorProps,
    onUpdate: ({ editor: current }) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => flush(current), latest.current.debounceMs);
    },
    onBlur: ({ editor: current }) => {
      flush(current);
      latest.current.onBlur?.();
    },
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  // A value set from outside (form reset, loaded record) replaces the content.
  useEffect(() => {
    if (!editor || value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(TOOLS.map((tool) => [tool.key, current?.isActive(tool.key) ?? false])),
  });

  return (
    <FormField label={label} ids={ids} required={required} error={error} labelMode="aria">
      <div className={styles.editor} data-disabled={disabled || undefined}>
        <div role="toolbar" aria-label={`Formattazione di ${label}`} className={styles.toolbar}>
          {TOOLS.map((tool) => (
            <button
              key={tool.key}
              type="button"
              className={`${styles.tool} ${styles[tool.key] ?? ''}`}
              aria-label={tool.label}
              title={tool.label}
              aria-pressed={active?.[tool.key] ?? false}
              disabled={disabled || !editor}
              onClick={() => editor && tool.run(editor)}
            >
              {/* A glyph drawn by CSS, not words: the button's name is its label, and no
                  visible text disagrees with it (WCAG 2.5.3). */}
              <span className={styles.glyph} data-glyph={tool.text} aria-hidden="true" />
            </button>
          ))}
        </div>
        {/* Its box holds the text's height before the editor exists (its first render), so
            nothing below moves when it does (layout shift, P7). */}
        <EditorContent editor={editor} className={styles.contentBox} />
        <input type="hidden" name={name} value={value} />
      </div>
    </FormField>
  );
}
