import { errorMessage } from '../../../../shared/api/api-error';
import { Spinner } from '../../../../shared/ui/spinner';
import { useDocumentFile } from '../hooks/use-document-file';
import { ImageViewer } from './image-viewer';

const IMAGE_EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

interface DocumentViewerProps {
  address: string;
  /** "Receipt", "Identity document": the viewer's name and the downloaded file's. */
  label: string;
  fileName: string;
}

/**
 * The item's document. An image can be zoomed and rotated; a PDF is offered as a download, since the
 * site's Content-Security-Policy (object-src 'none', frames from the site only) rightly forbids an
 * embedded blob: preview.
 */
export function DocumentViewer({ address, label, fileName }: DocumentViewerProps) {
  const file = useDocumentFile(address);
  if (file.status === 'loading') {
    return (
      <div className="bo-doc bo-doc--empty" data-testid="bo-document" data-state="loading">
        <Spinner label={`Loading the ${label.toLowerCase()}`} />
      </div>
    );
  }
  if (file.status === 'error') {
    return (
      <div className="bo-doc bo-doc--empty" data-testid="bo-document" data-state="error">
        <p className="muted">
          The {label.toLowerCase()} cannot be shown: {errorMessage(file.error)}
        </p>
      </div>
    );
  }
  if (file.type === 'application/pdf') {
    return (
      <div className="bo-doc bo-doc--pdf" data-testid="bo-document" data-state="pdf">
        <p>
          {label} (PDF, {Math.max(1, Math.round(file.size / 1024))} KB)
        </p>
        <a className="btn btn--secondary" href={file.url} download={`${fileName}.pdf`} data-testid="bo-open-pdf">
          Open PDF
        </a>
        <p className="muted bo-doc__note">PDFs are not previewed inside the back office: the file is downloaded and opens in your PDF reader.</p>
      </div>
    );
  }
  const extension = IMAGE_EXTENSIONS[file.type];
  return <ImageViewer src={file.url} label={label} fileName={extension ? `${fileName}.${extension}` : fileName} />;
}
