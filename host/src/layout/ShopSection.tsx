import { useState } from 'react';
import { CATEGORIES, categoryAnchor, SERVED_MARK, SHOP_SLOT_ID } from '@storefront/shared';
import { RemoteSlot } from '../federation/RemoteSlot';
import { useRemoteStarted } from '../started/useStartup';
import { takeServedShop } from './servedShop';
import { ShopSkeleton } from './ShopSkeleton';
import styles from './ShopSection.module.css';

// A served view is kept as served (React leaves markup set as HTML alone) until the shop renders the same.
// The older category anchors (`#groceries` …) are here so that an older link still reaches the shop.
export function ShopSection() {
  const started = useRemoteStarted('shop');
  // Read once, as the page arrived: later the slot holds the shop's own render.
  const [served] = useState(takeServedShop);
  return (
    <section id="shop" aria-label="Shop" className={styles.shop}>
      {CATEGORIES.map((category) => (
        <span key={category} id={categoryAnchor(category)} className={styles.anchor} />
      ))}
      <RemoteSlot remote="shop" label="The shop" placeholder={<ServedViewOrSkeleton served={served} />} start={started} />
    </section>
  );
}

function ServedViewOrSkeleton({ served }: { served: string | undefined }) {
  return served === undefined ? (
    <div id={SHOP_SLOT_ID}>
      <ShopSkeleton />
    </div>
  ) : (
    <div id={SHOP_SLOT_ID} {...{ [SERVED_MARK]: '' }} dangerouslySetInnerHTML={{ __html: served }} />
  );
}
