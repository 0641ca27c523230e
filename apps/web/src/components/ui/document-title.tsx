import { usePageTitle } from '@/lib/page-head';

/** The page's title in <head>, "… · Auto Spa"; one per page. */
export function DocumentTitle({ title }: { title?: string | undefined }) {
  usePageTitle(title ? `${title} · Auto Spa` : 'Auto Spa');
  return null;
}
