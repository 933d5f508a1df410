import type { Address } from '@selvedge/contract';
import { addressLines } from './address-lines';

export function PostalAddress({ address, className }: { address: Address; className?: string | undefined }) {
  return (
    <address className={className}>
      {addressLines(address).map((line, index) => (
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}
