import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver that loads its schema (and zod with it) on first use instead of with the page: for a public
 * page whose first load is measured (the sign-in page), where nothing is checked before the first submit anyway.
 * `preload` starts the loading early (when the visitor first focuses the form), so the first submit does not wait.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> & { preload: () => void } {
  let loading: Promise<Resolver<T>> | undefined;
  const resolver = () => (loading ??= load());
  const lazy: Resolver<T> = async (values, context, options) => (await resolver())(values, context, options);
  return Object.assign(lazy, { preload: () => void resolver() });
}
