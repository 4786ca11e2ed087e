/**
 * The drawings of the two fixed tools' tiles: static files of the app, in the style of the
 * demo services' illustrations (decision 030), with the tool's name drawn in.
 */
export const ILLUSTRATIONS = {
  displayRata: '/illustrations/display-rata.svg',
  pianoAcquisto: '/illustrations/piano-acquisto.svg',
} as const;
