import { useState } from 'react';
import { usePublicConfig } from '../../lib/public-config-context';
import styles from './brand-logo.module.css';

/** The brand's logo (alt: the company name) followed by the product name. */
export function BrandLogo({
  tone = 'light',
  compactOnPhone = false,
}: {
  tone?: 'light' | 'dark';
  /** Below 480 px only the logo is shown. */
  compactOnPhone?: boolean;
}) {
  const { brand, productName } = usePublicConfig();
  const [broken, setBroken] = useState(false);
  return (
    <span className={styles.brand} data-tone={tone} data-compact={compactOnPhone}>
      {broken ? (
        <span className={styles.fallback} role="img" aria-label={brand.company.name}>
          {brand.company.name.charAt(0)}
        </span>
      ) : (
        <img
          className={styles.logo}
          src={brand.media.logo}
          alt={brand.company.name}
          height={40}
          onError={() => setBroken(true)}
        />
      )}
      <span className={styles.product}>{productName}</span>
    </span>
  );
}
