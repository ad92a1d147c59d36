import { describe, expect, it } from 'vitest';
import { chooseAttachment } from './chosen-attachment';

const file = (bytes: Uint8Array<ArrayBuffer> | string, name: string, type = '') => new File([bytes], name, { type });
const pdf = '%PDF-1.4\n%test\n';
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

describe('choosing an attachment', () => {
  it('takes a PDF and an image by their content, with the type the content shows', async () => {
    const chosenPdf = await chooseAttachment(file(pdf, 'statement.pdf', 'application/pdf'));
    expect(chosenPdf).toMatchObject({
      chosen: {
        name: 'statement.pdf',
        type: 'application/pdf',
        size: pdf.length,
      },
    });
    const chosenJpeg = await chooseAttachment(file(jpeg, 'dish.jpg'));
    expect(chosenJpeg).toMatchObject({
      chosen: { name: 'dish.jpg', type: 'image/jpeg' },
    });
    if ('chosen' in chosenJpeg) expect(chosenJpeg.chosen.blob.type, 'sent with the type its content shows').toBe('image/jpeg');
  });

  it('refuses a text file named .pdf, an empty file and one over 5 MB before anything is sent', async () => {
    expect(await chooseAttachment(file('just some notes', 'notes.pdf', 'application/pdf'))).toEqual({ problem: 'validation:attachmentType' });
    expect(await chooseAttachment(file('', 'empty.pdf'))).toEqual({ problem: 'validation:attachmentEmpty' });
    const huge = new Uint8Array(5 * 1024 * 1024 + 1);
    huge.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    expect(await chooseAttachment(file(huge, 'big.pdf'))).toEqual({ problem: 'validation:attachmentTooLarge' });
    const limit = new Uint8Array(5 * 1024 * 1024);
    limit.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    expect(await chooseAttachment(file(limit, 'limit.pdf')), 'exactly 5 MB is allowed').toHaveProperty('chosen');
  });
});
