import { createContext, useContext, useEffect } from 'react';

/** Sets (or, with null, clears) the shop name a public page gives the page frame. */
const PageBrandContext = createContext<(name: string | null) => void>(() => {});

/** Given by the page frame: where a public page's shop name goes. */
export const PageBrandProvider = PageBrandContext.Provider;

/**
 * A public page's shop name for the frame's header and footer: a page opened without a session
 * (an approval link) knows the shop from its own reply. Cleared when the page goes.
 */
export function usePageBrand(name: string | undefined) {
  const setName = useContext(PageBrandContext);
  useEffect(() => {
    if (!name) return;
    setName(name);
    return () => setName(null);
  }, [name, setName]);
}
