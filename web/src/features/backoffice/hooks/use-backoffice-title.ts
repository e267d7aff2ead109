import { useEffect } from 'react';
import { BRAND_NAME } from '../../../shared/brand';

/** The tab reads "Back office · Deposits · TradeWise". */
export function useBackofficeTitle(page: string): void {
  useEffect(() => {
    document.title = `Back office · ${page} · ${BRAND_NAME}`;
  }, [page]);
}
