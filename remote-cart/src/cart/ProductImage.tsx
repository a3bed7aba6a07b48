import { useState } from 'react';
import placeholder from './productPlaceholder.svg';
import styles from './ProductImage.module.css';

interface Props {
  src: string;
}

/**
 * A product's picture at a fixed size, so nothing moves when it arrives; the cart's own placeholder when
 * there is none or it fails to load. Decorative: the product's name is written beside it.
 */
export function ProductImage({ src }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src !== '' && failed !== src;
  return (
    <img
      className={styles.image}
      src={usable ? src : placeholder}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      decoding="async"
      onError={() => usable && setFailed(src)}
    />
  );
}
