import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavLocation } from '../../../lib/nav';

interface DeferredSectionProps {
  /** Rendered (and so, if lazy, downloaded) only once the section nears the viewport. */
  children: ReactNode;
  /** The hash that asks for this section at once (e.g. '#registrati' from the promo banner). */
  hash: string;
  /** Space kept while nothing is rendered, close to the final height. */
  minHeight: string;
  /** How far below the viewport loading starts. */
  rootMargin?: string;
}

/** Mounts its children when they are about to be seen, keeping their room meanwhile. */
export function DeferredSection({
  children,
  hash,
  minHeight,
  rootMargin = '800px 0px',
}: DeferredSectionProps) {
  const location = useNavLocation();
  const box = useRef<HTMLDivElement>(null);
  // Not near on the first render, the server's included (decision 091): the effect decides.
  const [near, setNear] = useState(false);
  const show = near || location.hash === hash;

  useEffect(() => {
    const element = box.current;
    if (show || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [show, rootMargin]);

  return (
    <div ref={box} style={show ? undefined : { minHeight }}>
      {show ? children : null}
    </div>
  );
}
