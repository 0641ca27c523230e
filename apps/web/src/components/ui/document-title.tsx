// React 19 hoists <title> into <head>; one per page.
export function DocumentTitle({ title }: { title?: string | undefined }) {
  return <title>{title ? `${title} · Auto Spa` : 'Auto Spa'}</title>;
}
