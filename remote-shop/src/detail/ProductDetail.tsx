import { CATALOGUE } from '../catalogue/catalogue';
import { useShopStore } from '../store/shopStore';
import { Dialog } from '../ui/Dialog';
import { DetailBody } from './DetailBody';

/** The product detail dialog; the card control that opened it gets focus back when it closes. */
export function ProductDetail() {
  const detailId = useShopStore((state) => state.detailId);
  const closeDetail = useShopStore((state) => state.closeDetail);
  const product = CATALOGUE.find((item) => item.id === detailId);
  if (!product) return null;
  return (
    <Dialog title={product.name} onClose={closeDetail}>
      {/* Keyed so that each product starts from its smallest pack. */}
      <DetailBody key={product.id} product={product} onAnswered={closeDetail} />
    </Dialog>
  );
}
