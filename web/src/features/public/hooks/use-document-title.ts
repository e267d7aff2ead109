import { useEffect } from 'react';
import { BRAND_NAME } from '../../../shared/brand';

/** The browser tab reads "<page> · TradeWise" while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${BRAND_NAME}`;
  }, [title]);
}
