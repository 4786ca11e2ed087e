// One chunk for Display Rata and Piano D'Acquisto: their public pages, the share link and the
// reserved-area pages (the calculator and the widget preview are not on the home page).
export { DisplayRataPublicPage } from '../../features/display-rata/components/display-rata-public-page';
export { DisplayRataConfigPage } from '../../features/display-rata/components/display-rata-config-page';
export { PianoAcquistoPublicPage } from '../../features/piano-acquisto/components/piano-acquisto-public-page';
export { PianoAcquistoSharePage } from '../../features/piano-acquisto/components/piano-acquisto-share-page';
export { PianoAcquistoReservedPage } from '../../features/piano-acquisto/components/piano-acquisto-reserved-page';
