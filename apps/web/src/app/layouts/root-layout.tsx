import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';

export function RootLayout() {
  // Set once the app has taken over the page (hydrated the server's HTML, or rendered it): tests and benches
  // wait for it before they act, as a visitor's click needs the live page.
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
