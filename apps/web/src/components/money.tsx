import { formatPrice } from '../lib/format.ts';

export function Money({ amount, className }: { amount: number; className?: string }) {
  return <span className={className}>{formatPrice(amount)}</span>;
}
