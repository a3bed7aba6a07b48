import { CATEGORIES, categoryAnchor } from '@storefront/shared';
import { RemoteSlot } from '../federation/RemoteSlot';
import { useRemoteStarted } from '../started/useStartup';
import { ShopSkeleton } from './ShopSkeleton';
import styles from './ShopSection.module.css';

/**
 * The shop team's remote in its slot, which its skeleton holds until the scheduler starts the shop
 * (startup/schedule.ts says when). The category anchors (`#groceries` …) the range overview's Shop Now links
 * point at are here, so following one brings the shopper to the shop, which selects the category.
 */
export function ShopSection() {
  const started = useRemoteStarted('shop');
  return (
    <section id="shop" aria-label="Shop" className={styles.shop}>
      {CATEGORIES.map((category) => (
        <span key={category} id={categoryAnchor(category)} className={styles.anchor} />
      ))}
      <RemoteSlot remote="shop" label="The shop" placeholder={<ShopSkeleton />} start={started} />
    </section>
  );
}
