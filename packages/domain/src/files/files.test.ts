import { describe, expect, it } from 'vitest';
import { documentRefusal, FILE_MSG } from './index';

const GB = 1024 ** 3;

describe('documentRefusal (SPEC 5 "Document upload", SPEC 9)', () => {
  it.each([
    ['a pdf', { name: 'акт.pdf', size: 10, type: 'application/pdf' }, null],
    ['a jpg', { name: 'фото.JPG', size: 10, type: 'image/jpeg' }, null],
    ['a jpeg', { name: 'фото.jpeg', size: 10, type: '' }, null],
    ['a png', { name: 'скан.png', size: 10, type: 'image/png' }, null],
    ['a png the OS named without extension', { name: 'скан', size: 10, type: 'image/png' }, null],
    ['exactly 1 GB', { name: 'a.pdf', size: GB, type: 'application/pdf' }, null],
    ['one byte over 1 GB', { name: 'a.pdf', size: GB + 1, type: 'application/pdf' }, FILE_MSG.tooLarge],
    ['an exe', { name: 'setup.exe', size: 10, type: 'application/x-msdownload' }, FILE_MSG.badType],
    ['a docx', { name: 'договор.docx', size: 10, type: '' }, FILE_MSG.badType],
    ['a gif', { name: 'a.gif', size: 10, type: 'image/gif' }, FILE_MSG.badType],
  ])('%s', (_what, file, refusal) => expect(documentRefusal(file)).toBe(refusal));

  it("says SPEC 5's size message letter for letter", () => {
    expect(FILE_MSG.tooLarge).toBe('Размер загружаемых файлов не должен превышать 1 Гб');
  });
});
