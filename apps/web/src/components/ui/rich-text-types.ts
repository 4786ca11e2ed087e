import type { FieldProps } from './field';

/** Default delay between the last edit and the change event of the rich-text editor (spec: 80 ms). */
export const RICH_TEXT_DEBOUNCE_MS = 80;

export interface RichTextEditorProps extends FieldProps<string> {
  /** Delay in ms between the last edit and `onChange` (default 80). */
  debounceMs?: number;
}
