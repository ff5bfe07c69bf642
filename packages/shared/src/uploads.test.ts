import { describe, expect, it } from 'vitest';
import { declaredUploadType, IMAGE_ACCEPTS, IMAGE_MAX_BYTES, uploadProblem } from './uploads.ts';

const texts = { wrongType: '类型不对', tooLarge: (type: string) => `${type} 太大` };

describe('the browser check of a picked file, from what the upload takes', () => {
  it('reads the type from the MIME type, and from the name only when the browser gave none', () => {
    expect(declaredUploadType({ name: 'a.txt', type: 'image/png' })).toBe('png');
    expect(declaredUploadType({ name: 'scan.JPEG', type: '' })).toBe('jpeg');
    expect(declaredUploadType({ name: 'a.png', type: 'image/gif' })).toBeNull();
    expect(declaredUploadType({ name: 'notes', type: '' })).toBeNull();
  });

  it('refuses a type the upload does not take, and a file above its type’s size', () => {
    expect(uploadProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 }, IMAGE_ACCEPTS, texts)).toBe(
      '类型不对',
    );
    expect(
      uploadProblem({ name: 'a.png', type: 'image/png', size: IMAGE_MAX_BYTES }, IMAGE_ACCEPTS, texts),
    ).toBeNull();
    expect(
      uploadProblem({ name: 'a.png', type: 'image/png', size: IMAGE_MAX_BYTES + 1 }, IMAGE_ACCEPTS, texts),
    ).toBe('png 太大');
  });
});
