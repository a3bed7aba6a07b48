import { closeProduct } from '../anchor/detailInUrl';
import { CATALOGUE } from '../catalogue/catalogue';
import { useShopStore } from '../store/shopStore';
import { Dialog } from '../ui/Dialog';
import { DetailBody } from './DetailBody';

/** The product detail dialog, at the product's own address; the control that opened it gets focus back when it closes. */
export function ProductDetail() {
  const slug = useShopStore((state) => state.product);
  const product = CATALOGUE.find((item) => item.slug === slug);
  if (!product) return null;
  return (
    <Dialog title={product.name} onClose={closeProduct}>
      {/* Keyed so that each product starts from its smallest pack. */}
      <DetailBody key={product.id} product={product} onAnswered={closeProduct} />
    </Dialog>
  );
}
