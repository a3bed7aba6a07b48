import { Dialog } from '@storefront/shared';
import { CATALOGUE } from '../catalogue/catalogue';
import { useShopStore } from '../store/shopStore';
import { DetailBody } from './DetailBody';

/** The product detail dialog; the card control that opened it gets focus back when it closes. */
export function ProductDetail() {
  const detailId = useShopStore((state) => state.detailId);
  const closeDetail = useShopStore((state) => state.closeDetail);
  const product = CATALOGUE.find((item) => item.id === detailId);
  return (
    <Dialog open={product !== undefined} title={product?.name ?? ''} onClose={closeDetail} size="wide">
      {/* Keyed so that each product starts from its smallest pack. */}
      {product && <DetailBody key={product.id} product={product} onAnswered={closeDetail} />}
    </Dialog>
  );
}
