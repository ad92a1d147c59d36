// Document files for the onboarding tests, built in memory as Playwright setInputFiles payloads
// (and multipart parts for the API helpers): a tiny valid PNG, a minimal valid PDF, a PDF one byte
// over the 5 MB limit, a ".pdf" whose content is a PNG, and a plain text file.
export type DocumentFile = { name: string; mimeType: string; buffer: Buffer };

/** The spec's limit per document (5 MB). */
export const DOCUMENT_LIMIT_BYTES = 5 * 1024 * 1024;

/** A 1 x 1 PNG (signature, IHDR, IDAT, IEND). */
const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A one-page PDF with a correct cross-reference table. */
function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export function pngImage(name = 'identity-card.png'): DocumentFile {
  return { name, mimeType: 'image/png', buffer: Buffer.from(pngBytes) };
}

export function pdfDocument(name = 'hygiene-certificate.pdf'): DocumentFile {
  return { name, mimeType: 'application/pdf', buffer: minimalPdf() };
}

/** A real PDF start, padded with spaces to 5 MB + 1 byte. */
export function oversizedPdf(name = 'too-large.pdf'): DocumentFile {
  const start = minimalPdf();
  const buffer = Buffer.alloc(DOCUMENT_LIMIT_BYTES + 1, 0x20);
  start.copy(buffer);
  return { name, mimeType: 'application/pdf', buffer };
}

/** Named and typed as a PDF, but its bytes are a PNG. */
export function pngNamedPdf(name = 'disguised.pdf'): DocumentFile {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(pngBytes) };
}

export function textFile(name = 'notes.txt'): DocumentFile {
  return { name, mimeType: 'text/plain', buffer: Buffer.from('These are not documents.\n') };
}
