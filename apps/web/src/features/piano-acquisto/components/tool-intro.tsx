import type { ReactNode } from 'react';
import tool from '../../../components/layout/tool-page.module.css';

/** The title block of the public Piano D'Acquisto pages. */
export function ToolIntro({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={tool.hero} aria-labelledby="piano-titolo" data-print-hide="">
      <div className={tool.heroInner}>
        <p className={tool.eyebrow}>{eyebrow}</p>
        <h1 id="piano-titolo" className={tool.title}>
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}
