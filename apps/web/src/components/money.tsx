import { useFormat } from '../i18n/use-format.ts';

/** A price in the page's language: "£12.00", or its Arabic reading on an Arabic page. */
export function Money({ amount, className }: { amount: number; className?: string }) {
  const format = useFormat();
  return <span className={className}>{format.price(amount)}</span>;
}
