import { Suspense, lazy } from 'react';
import { Loading } from './loading';
import type { RichTextEditorProps } from './rich-text-types';

export type { RichTextEditorProps } from './rich-text-types';

// The editor (TipTap + ProseMirror, ~130 kB gzip) is a separate chunk, fetched the
// first time a page renders a RichTextEditor.
const LazyTiptapEditor = lazy(() =>
  import('./tiptap-editor').then((module) => ({ default: module.TiptapEditor })),
);

/**
 * Rich-text editor: bold, italic, underline, bulleted and numbered lists, links typed
 * as URLs. Emits HTML (`<p>`, `<strong>`, `<em>`, `<u>`, `<ul>`, `<ol>`, `<li>`, `<a>`,
 * `<br>`) 80 ms after the last edit and at once on blur; '' when the text is empty. The
 * server sanitises it. Its code is loaded lazily, so it costs nothing to pages without it.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyTiptapEditor {...props} />
    </Suspense>
  );
}
