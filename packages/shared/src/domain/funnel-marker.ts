// The Display Rata funnel's marker (decision 115), without zod: the widget imports it.

/** The badge's link to the Piano D'Acquisto carries `?da=display-rata`. */
export const FUNNEL_MARKER_PARAM = 'da';
export const FUNNEL_MARKER = 'display-rata';
