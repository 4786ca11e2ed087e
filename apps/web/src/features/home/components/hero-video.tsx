import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styles from './hero-video.module.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersReducedMotion(): boolean {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
    ?.saveData;
  return (
    saveData === true ||
    (typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches)
  );
}

/**
 * The home banner's looping brand clip (brand file: media.heroVideo / media.heroPoster).
 * It fills a box whose size comes from the page's CSS, so loading it never moves the
 * layout. The poster is an image of its own, in the server's HTML and fetched first (the
 * page's largest paint, decision 091); the clip is laid over it once the page is idle,
 * muted, inline, looping, with a pause button (WCAG 2.2.2). With `prefers-reduced-motion`
 * (or Save-Data) only the poster is shown.
 */
export function HeroVideo({ src, poster }: { src: string; poster: string }) {
  const still = useSyncExternalStore(subscribe, prefersReducedMotion, () => true);
  const [attached, setAttached] = useState(false);
  const [paused, setPaused] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (still) return undefined;
    const idle = window.requestIdleCallback?.bind(window);
    if (idle) {
      const id = idle(() => setAttached(true), { timeout: 1500 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setAttached(true), 300);
    return () => window.clearTimeout(id);
  }, [still]);

  const image = <img className={styles.media} src={poster} alt="" fetchPriority="high" />;
  if (still) return image;

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (paused) {
      element.play().then(
        () => setPaused(false),
        () => setPaused(true),
      );
    } else {
      element.pause();
      setPaused(true);
    }
  };

  return (
    <>
      {image}
      <video
        ref={video}
        className={styles.media}
        poster={poster}
        src={attached ? src : undefined}
        muted
        loop
        playsInline
        autoPlay
        disablePictureInPicture
        aria-hidden="true"
        tabIndex={-1}
      />
      <button
        type="button"
        className={styles.toggle}
        onClick={toggle}
        aria-pressed={paused}
        aria-label="Metti in pausa l’animazione di sfondo"
      >
        {paused ? (
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
          </svg>
        ) : (
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" fill="currentColor" />
          </svg>
        )}
      </button>
    </>
  );
}
