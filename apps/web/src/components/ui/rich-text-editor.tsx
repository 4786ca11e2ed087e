import { Suspense, lazy } from 'react';
import { useFieldIds } from './field';
import { FormField } from './form-field';
import { Loading } from './loading';
import type { RichTextEditorProps } from './rich-text-types';
import styles from './rich-text-editor.module.css';

export type { RichTextEditorProps } from './rich-text-types';

// The editor (TipTap + ProseMirror, ~130 kB gzip) is a separate chunk, fetched the
// first time a page renders a RichTextEditor.
const LazyTiptapEditor = lazy(() =>
  import('./tiptap-editor').then((module) => ({ default: module.TiptapEditor })),
);

/**
 * What stands in the editor's place while its code loads: its label, its box, a toolbar's
 * height and the text it will show (the server's sanitised HTML, or the admin's own), so the
 * fields below do not move when the editor arrives (layout shift, P7).
 */
function EditorPlaceholder({ label, name, id, required, value }: RichTextEditorProps) {
  const ids = useFieldIds(id, `${name}-loading`);
  return (
    <FormField label={label} ids={ids} required={required} labelMode="aria">
      <div className={styles.editor} aria-busy="true">
        <div className={styles.toolbar}>
          <span className={styles.tool} aria-hidden="true" />
        </div>
        <div className={styles.content} dangerouslySetInnerHTML={{ __html: value }} />
        <Loading className="visually-hidden" />
      </div>
    </FormField>
  );
}

/**
 * Rich-text editor: bold, italic, underline, bulleted and numbered lists, links typed
 * as URLs. Emits HTML (`<p>`, `<strong>`, `<em>`, `<u>`, `<ul>`, `<ol>`, `<li>`, `<a>`,
 * `<br>`) 80 ms after the last edit and at once on blur; '' when the text is empty. The
 * server sanitises it. Its code is loaded lazily, so it costs nothing to pages without it.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorPlaceholder {...props} />}>
      <LazyTiptapEditor {...props} />
    </Suspense>
  );
}
