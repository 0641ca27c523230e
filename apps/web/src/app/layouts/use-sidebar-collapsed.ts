import { useCallback, useState } from 'react';

const KEY = 'sidebarCollapsed';

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

// The panel's width choice survives a reload; Logout clears it with the rest of browser storage.
export function useSidebarCollapsed() {
  const [collapsed, setCollapsed] = useState(read);
  const set = useCallback((next: boolean) => {
    setCollapsed(next);
    try {
      localStorage.setItem(KEY, next ? '1' : '0');
    } catch {
      // storage blocked: the choice lasts for this page only
    }
  }, []);
  return [collapsed, set] as const;
}
