import { deflateSync } from 'node:zlib';
import { cleanPdf, pdf, pdfBytes, pdfWithOpenActionScript, pdfWithScriptInObjectStream } from '../../../test/support/files';
import { pdfRefusal } from './pdf-active-content';

const PAGES = ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>'];
const withCatalog = (catalogExtra: string, ...more: (string | Buffer)[]) => pdf([`<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`, ...PAGES, ...more]);
const objectStream = (inner: string, extra = '/Filter /FlateDecode') => {
  const data = extra.includes('FlateDecode') ? deflateSync(Buffer.from(inner)) : Buffer.from(inner);
  return Buffer.concat([Buffer.from(`<< /Type /ObjStm /N 1 /First 4 ${extra} /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream')]);
};

describe('pdfRefusal', () => {
  it('accepts a PDF that only displays, compressed object streams included', () => {
    expect(pdfRefusal(cleanPdf())).toBeNull();
    expect(pdfRefusal(Buffer.from(pdfBytes(4096)))).toBeNull();
    expect(pdfRefusal(withCatalog('/OpenAction [3 0 R /Fit]'))).toBeNull();
    expect(pdfRefusal(withCatalog('', objectStream('5 0 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>')))).toBeNull();
  });

  it('refuses scripts and automatic actions, however their names are written', () => {
    expect(pdfRefusal(pdfWithOpenActionScript())).toBe('active');
    for (const extra of ['/AA << /O 4 0 R >>', '/Names << /JavaScript 4 0 R >>', '/OpenAction << /S /Launch /F (calc.exe) >>', '/Names << /EmbeddedFiles 4 0 R >>']) {
      expect({ extra, refusal: pdfRefusal(withCatalog(extra)) }).toEqual({ extra, refusal: 'active' });
    }
    expect(pdfRefusal(withCatalog('/OpenAction << /S /J#61va#53cript /J#53 (x) >>'))).toBe('active');
    expect(pdfRefusal(withCatalog('', '<< /Type /Annot /Subtype /RichMedia >>'))).toBe('active');
  });

  it('inflates object streams to find a script hidden there', () => {
    expect(pdfRefusal(pdfWithScriptInObjectStream())).toBe('active');
  });

  it('refuses what it cannot read: encryption, object streams in other encodings, corrupt or bomb streams', () => {
    const encrypted = withCatalog('', '<< /Filter /Standard /V 2 >>').toString('latin1').replace('/Root 1 0 R', '/Root 1 0 R /Encrypt 4 0 R');
    expect(pdfRefusal(Buffer.from(encrypted, 'latin1'))).toBe('unreadable');
    const hex = Buffer.from('5 0 << /S /JavaScript /JS (x) >>').toString('hex');
    expect(pdfRefusal(withCatalog('', objectStream(hex, '/Filter /ASCIIHexDecode')))).toBe('unreadable');
    const corrupt = Buffer.concat([Buffer.from('<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length 9 >>\nstream\n'), Buffer.from('not zlib!'), Buffer.from('\nendstream')]);
    expect(pdfRefusal(withCatalog('', corrupt))).toBe('unreadable');
    const bomb = deflateSync(Buffer.alloc(80 * 1024 * 1024, 0x20));
    const bombStream = Buffer.concat([Buffer.from(`<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n`), bomb, Buffer.from('\nendstream')]);
    expect(pdfRefusal(withCatalog('', bombStream))).toBe('tooLarge');
  });
});
