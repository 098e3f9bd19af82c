import { useEffect, useState } from 'react';

/** True once the page's load event has fired: the first screen's files are all in. */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad);
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded;
}
