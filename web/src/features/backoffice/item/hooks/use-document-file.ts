import { useEffect, useState } from 'react';
import { itemApi } from '../item-api';

export type DocumentFile = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; url: string; type: string; size: number };

/**
 * The document as a blob: URL (it needs the bearer header, and the CSP allows blob: images), revoked
 * when the address changes or the viewer leaves. Not a react-query entry: the back office refreshes
 * every ['backoffice'] query on each decision, and a document never changes.
 */
export function useDocumentFile(address: string): DocumentFile {
  const [file, setFile] = useState<DocumentFile>({ status: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    let objectUrl: string | null = null;
    setFile({ status: 'loading' });
    itemApi.document(address, abort.signal).then(
      (blob) => {
        if (abort.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setFile({ status: 'ready', url: objectUrl, type: blob.type, size: blob.size });
      },
      (error: unknown) => {
        if (!abort.signal.aborted) setFile({ status: 'error', error });
      },
    );
    return () => {
      abort.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [address]);
  return file;
}
