import type { Money } from '@selvedge/contract';
import { formatMoneyValue } from '@selvedge/domain';

/** A price as the server computed it, formatted for a person. */
export function PriceText({ price, className }: { price: Money; className?: string }) {
  return (
    <span className={className} data-price={price.currencyCode}>
      {formatMoneyValue(price)}
    </span>
  );
}
