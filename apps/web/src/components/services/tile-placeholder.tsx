import styles from './service-card.module.css';

/**
 * What a tile without an image shows: a drawn house with a spark on the service's colour,
 * in the same flat style as the demo illustrations. Pure SVG, no request.
 */
export function TilePlaceholder() {
  return (
    <svg
      className={styles.placeholder}
      viewBox="0 0 640 280"
      preserveAspectRatio="xMidYMid slice"
      focusable="false"
    >
      <g fill="currentColor">
        <circle cx="580" cy="30" r="130" opacity=".12" />
        <circle cx="50" cy="270" r="95" opacity=".12" />
        <rect x="220" y="222" width="200" height="8" rx="4" opacity=".3" />
      </g>
      <g
        fill="none"
        stroke="currentColor"
        strokeWidth="9"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M250 132 320 76l70 56" />
        <path d="M266 122v96h108v-96" />
        <path d="M304 218v-44h32v44" />
      </g>
      <path
        d="M404 64c3 15 9 21 24 24-15 3-21 9-24 24-3-15-9-21-24-24 15-3 21-9 24-24z"
        fill="currentColor"
      />
    </svg>
  );
}
