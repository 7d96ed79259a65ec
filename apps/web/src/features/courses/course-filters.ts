import { PRODUCT_SORTS, type Product, type ProductSort } from '@iqra/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

export const SORT_OPTIONS: { value: ProductSort; label: MessageDescriptor }[] = [
  { value: 'popular', label: msg`Most Popular` },
  { value: 'rating', label: msg`Best Rating` },
  { value: 'newest', label: msg`Newest` },
];

/** The sort named in the address, or none for anything we do not offer (an old or edited link). */
export function parseSort(value: string | null): ProductSort | undefined {
  return PRODUCT_SORTS.find((sort) => sort === value);
}

/** The courses of one category, or all of them when no category is chosen. */
export function filterByCategory(products: Product[], category: string | null): Product[] {
  if (!category) return products;
  return products.filter((product) => product.category.slug === category);
}

/** /courses with the chosen category and sort; a category link keeps the sort the learner picked. */
export function coursesHref({
  category,
  sort,
}: {
  category?: string | null;
  sort?: ProductSort | undefined;
}): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (sort) params.set('sort', sort);
  const query = params.toString();
  return query ? `/courses?${query}` : '/courses';
}

/** "1 course", "4 courses": in the page's language, with its plural forms (Arabic's six). */
export function countCourses(count: number): MessageDescriptor {
  return msg`${plural(count, { one: '# course', other: '# courses' })}`;
}
