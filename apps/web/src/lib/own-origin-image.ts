/**
 * An image address the page may show: a path on the portal's own origin (`/uploads/…`).
 * The page's CSP (`img-src 'self' data: blob:`) blocks any other, so an outside address
 * (a referrer's photo typed before photos were uploaded) answers null: the caller shows
 * its fallback instead of a broken image.
 */
export function ownOriginImage(url: string | null | undefined): string | null {
  return url && url.startsWith('/') && !url.startsWith('//') ? url : null;
}
