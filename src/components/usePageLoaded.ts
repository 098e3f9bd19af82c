import { useEffect, useState } from 'react';

/**
 * True once the page's load event has fired: the first screen's files are all in. False in
 * the first render wherever it runs, so the server's render and the browser's first render
 * of a page agree (hydration); an effect then reads the real state.
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (loaded) return;
    if (document.readyState === 'complete') {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad);
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded;
}
