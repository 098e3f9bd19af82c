import { useEffect } from 'react';

/** Sets the browser tab title to "<page> | <site>". */
export function useDocumentTitle(pageTitle: string, siteName: string) {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${siteName}` : siteName;
  }, [pageTitle, siteName]);
}
