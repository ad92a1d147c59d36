// The ticket contract: the attachment's content check (shared by the form and the server) and the
// create and reply rules with their messages (spec section 5).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { docFile, docxFile, jpgFile, pdfFile, pngFile, zipFile } from './testing/attachment-samples.ts';
import { ATTACHMENT_MAX_BYTES, attachmentKindOfContent, attachmentProblem, checkAttachment } from './attachment.ts';
import { englishMessage } from './messages.en.ts';
import { ticketCreateSchema, ticketReplySchema } from './ticket.ts';

const issues = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  const first: Record<string, string> = {};
  // Each field's first message (what the form shows under it).
  for (const issue of result.success ? [] : result.issues) first[v.getDotPath(issue) ?? ''] ??= englishMessage(issue.message);
  return first;
};

describe('the attachment content check', () => {
  it('knows a PDF, JPG, PNG, DOC and DOCX by their content', async () => {
    expect([pdfFile(), jpgFile(), pngFile(), docFile(), docxFile()].map(attachmentKindOfContent)).toEqual(['pdf', 'jpg', 'png', 'doc', 'docx']);
    const named = (bytes: Uint8Array, name: string) => new File([new Uint8Array(bytes)], name);
    expect(await checkAttachment(named(docxFile(), 'report.docx'))).toEqual({ type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    expect(await checkAttachment(named(docFile(), 'report.doc'))).toEqual({ type: 'application/msword' });
    // The content decides, not the name: a PNG named .pdf is a PNG.
    expect(await checkAttachment(named(pngFile(), 'scan.pdf'))).toEqual({ type: 'image/png' });
  });

  it('refuses look-alikes: text named .pdf, a zip without word/, an OLE2 file that is not Word', async () => {
    const textPdf = new File(['Just some text pretending to be a PDF'], 'invoice.pdf', { type: 'application/pdf' });
    expect(await checkAttachment(textPdf)).toEqual({ problem: 'attachmentType' });
    expect(attachmentKindOfContent(zipFile({ 'xl/workbook.xml': '<workbook/>' }))).toBeNull();
    expect(attachmentKindOfContent(docFile('Workbook'))).toBeNull();
    expect(attachmentKindOfContent(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(englishMessage('validation:attachmentType')).toBe('The attachment must be a PDF, JPG, PNG, DOC or DOCX file.');
  });

  it('refuses an empty file and one over 5 MB', async () => {
    expect(attachmentProblem(new Uint8Array())).toBe('attachmentEmpty');
    const big = new Uint8Array(ATTACHMENT_MAX_BYTES + 1);
    big.set(pdfFile());
    expect(attachmentProblem(big)).toBe('attachmentTooLarge');
    expect(attachmentProblem(big.subarray(0, ATTACHMENT_MAX_BYTES))).toBeNull();
    expect(await checkAttachment(new Blob([big]))).toEqual({ problem: 'attachmentTooLarge' });
    expect(englishMessage('validation:attachmentTooLarge')).toBe('The attachment is larger than 5 MB.');
  });
});

describe('the ticket rules', () => {
  it('title 5-100 and description 10-1000 characters once trimmed; client_id a UUID v4', () => {
    expect(issues(ticketCreateSchema, { title: '', description: '' })).toEqual({ title: 'Title is required.', description: 'Description is required.' });
    expect(issues(ticketCreateSchema, { title: '  Help ', description: ' too short ', client_id: 'x' })).toEqual({
      title: 'Title must be between 5 and 100 characters.',
      description: 'Description must be between 10 and 1000 characters.',
      client_id: 'The client id must be a UUID v4.',
    });
    expect(issues(ticketCreateSchema, { title: 'x'.repeat(101), description: 'y'.repeat(1001) })).toEqual({
      title: 'Title must be between 5 and 100 characters.',
      description: 'Description must be between 10 and 1000 characters.',
    });
    expect(v.parse(ticketCreateSchema, { title: ' Hello ', description: 'y'.repeat(1000) })).toEqual({ title: 'Hello', description: 'y'.repeat(1000), client_id: null, order_id: null });
  });

  it('a reply 5-1000 characters', () => {
    expect(issues(ticketReplySchema, { message: ' ' })).toEqual({ message: 'Reply is required.' });
    expect(issues(ticketReplySchema, { message: 'Four' })).toEqual({ message: 'Reply must be between 5 and 1000 characters.' });
    expect(issues(ticketReplySchema, { message: 'z'.repeat(1001) })).toEqual({ message: 'Reply must be between 5 and 1000 characters.' });
    expect(v.parse(ticketReplySchema, { message: 'Thanks', client_id: 'B6A8B3F6-6C1E-4F3A-9B2D-1C2D3E4F5A6B' })).toEqual({ message: 'Thanks', client_id: 'b6a8b3f6-6c1e-4f3a-9b2d-1c2d3e4f5a6b' });
  });
});
