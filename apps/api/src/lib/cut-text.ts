/**
 * `text` cut to at most `max` UTF-16 units without splitting a character: half of a
 * surrogate pair (an emoji, '𐀀') is no text, and PostgreSQL refuses it in text and jsonb.
 * With `ellipsis`, a cut text ends with '…' within the same `max`.
 */
export function cutText(text: string, max: number, ellipsis = false): string {
  if (text.length <= max) return text;
  const room = ellipsis ? max - 1 : max;
  let end = room;
  // A high surrogate as the last unit kept: its low half would be cut away.
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}${ellipsis ? '…' : ''}`;
}
