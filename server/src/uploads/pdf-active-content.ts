import { inflateSync } from 'node:zlib';

/** Names that make a PDF run something: scripts, actions on open or on events, launched or embedded files, media, forms that send. */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'AA', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'SubmitForm', 'ImportData', 'XFA']);
/** An encrypted PDF's objects cannot be read, so they cannot be checked. */
const ENCRYPTED = 'Encrypt';
/** Filters (and parameters) that would hide an object stream's dictionaries from this check. */
const OPAQUE_FILTERS = new Set(['ASCIIHexDecode', 'AHx', 'ASCII85Decode', 'A85', 'LZWDecode', 'LZW', 'RunLengthDecode', 'RL', 'Crypt', 'DecodeParms', 'JBIG2Decode']);
/** Inflated bytes read per file at most: more is a compression bomb, not an ID document. */
export const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

export type PdfRefusal = 'active' | 'unreadable' | 'tooLarge';

/** PDF name tokens (`/JavaScript`, also written `/J#61vaScript`), decoded. */
function names(text: string): string[] {
  return [...text.matchAll(/\/([^\s/[\]<>(){}%]+)/g)].map((m) => m[1].replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
}

const isActive = (text: string) => names(text).some((n) => ACTIVE_NAMES.has(n));

/** The dictionary written just before `stream` at `at` (balanced << >>), or null. */
function dictionaryBefore(text: string, at: number): string | null {
  let end = at - 1;
  while (end > 0 && /\s/.test(text[end])) end--;
  if (text[end] !== '>' || text[end - 1] !== '>') return null;
  let depth = 0;
  for (let i = end; i > 0 && end - i < 65_536; i--) {
    if (text[i] === '>' && text[i - 1] === '>') {
      depth++;
      i--;
    } else if (text[i] === '<' && text[i - 1] === '<') {
      depth--;
      i--;
      if (depth === 0) return text.slice(i, end + 1);
    }
  }
  return null;
}

/**
 * Why this PDF is refused, or null for one that only displays. Active names are looked for in the
 * file and inside its object streams (/Type /ObjStm, where compressed PDFs keep their dictionaries),
 * inflated to look; an object stream encoded in a way this check cannot read is refused too
 * ('unreadable'), as are streams that inflate beyond reason ('tooLarge') and encrypted files.
 */
export function pdfRefusal(pdf: Buffer): PdfRefusal | null {
  const text = pdf.toString('latin1');
  const top = names(text);
  if (top.some((n) => ACTIVE_NAMES.has(n))) return 'active';
  if (top.includes(ENCRYPTED)) return 'unreadable';
  let budget = MAX_INFLATED_BYTES;
  for (const m of text.matchAll(/(?<!end)stream\r?\n/g)) {
    const dict = dictionaryBefore(text, m.index);
    const dictNames = dict ? names(dict) : [];
    if (!dictNames.includes('ObjStm')) continue;
    if (dictNames.some((n) => OPAQUE_FILTERS.has(n))) return 'unreadable';
    if (!dictNames.includes('FlateDecode')) continue; // stored as is: already read above
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    let inflated: Buffer;
    try {
      inflated = inflateSync(pdf.subarray(start, end < 0 ? pdf.length : end), { maxOutputLength: budget, finishFlush: 2 /* Z_SYNC_FLUSH: a truncated stream still reads */ });
    } catch (err) {
      return (err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? 'tooLarge' : 'unreadable';
    }
    budget -= inflated.length;
    if (isActive(inflated.toString('latin1'))) return 'active';
  }
  return null;
}
