import type { ShopProduct } from '../catalogue/shopProduct';
import { useShopStore } from '../store/shopStore';
import { leaveDetail, recordDetail } from './viewInUrl';

/** Opens a product's detail at its own address (under its category), an entry of the history that Back closes. */
export function openProduct({ slug, category }: ShopProduct): void {
  useShopStore.getState().openDetail(slug);
  recordDetail({ ...useShopStore.getState(), category, product: slug });
}

/** Closes the detail open, leaving its address (leaveDetail). */
export function closeProduct(): void {
  const view = useShopStore.getState();
  useShopStore.getState().closeDetail();
  leaveDetail(view);
}
