import { IMAGE_ACCEPTS, uploadProblem } from '@portal/shared/uploads';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Feedback, setFeedback } from '../api/feedback';
import { acceptAttribute, FileUpload, type FileUploadOptions, useFileUpload } from './FileUpload';

const messages: [string, string][] = [];
const feedback: Feedback = {
  message: (type, text) => messages.push([type, text]),
  confirmLogout: () => {},
};

beforeEach(() => {
  messages.length = 0;
  setFeedback(feedback);
});
afterEach(() => setFeedback(null));

const problem = (file: File) =>
  uploadProblem(file, IMAGE_ACCEPTS, { wrongType: '只能上传图片', tooLarge: () => '图片过大' });

/** A slot as the portal's are built: its state drawn beside the picker. */
function Slot(props: Omit<FileUploadOptions<string>, 'problem'>) {
  const upload = useFileUpload({ problem, ...props });
  return (
    <div>
      <FileUpload accepts={IMAGE_ACCEPTS} upload={upload}>
        <button type="button">上传</button>
      </FileUpload>
      <output>{upload.uploading ? `上传中 ${upload.progress ?? '-'}` : '空闲'}</output>
    </div>
  );
}

const input = () => document.querySelector('input[type=file]') as HTMLInputElement;
const choose = (file: File) => act(async () => fireEvent.change(input(), { target: { files: [file] } }));
const png = (name = 'a.png', size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

/** A send the test settles by hand. */
function deferredSend() {
  const calls: {
    file: File;
    progress: (percent: number) => void;
    resolve: (path: string) => void;
    reject: () => void;
  }[] = [];
  const send = vi.fn(
    (file: File, progress: (percent: number) => void) =>
      new Promise<string>((resolve, reject) =>
        calls.push({ file, progress, resolve, reject: () => reject(new Error('x')) }),
      ),
  );
  return { send, calls };
}

// antd in jsdom takes seconds for its first render on a busy machine.
describe('FileUpload', { timeout: 20_000 }, () => {
  it('offers the types the upload takes', () => {
    expect(acceptAttribute(IMAGE_ACCEPTS)).toBe('.png,image/png,.jpg,.jpeg,image/jpeg');
    expect(acceptAttribute({ pdf: 1 })).toBe('.pdf,application/pdf');
    const { send } = deferredSend();
    render(<Slot send={send} />);
    expect(input().accept).toBe('.png,image/png,.jpg,.jpeg,image/jpeg');
  });

  it('refuses a file the check refuses, with its message, and sends nothing', async () => {
    const { send } = deferredSend();
    const onPicked = vi.fn();
    render(<Slot send={send} onPicked={onPicked} />);
    await choose(new File(['x'], 'a.gif', { type: 'image/gif' }));
    await choose(png('big.png', 4 * 1024 * 1024));
    expect(messages).toEqual([
      ['error', '只能上传图片'],
      ['error', '图片过大'],
    ]);
    expect(send).not.toHaveBeenCalled();
    expect(onPicked).not.toHaveBeenCalled();
    expect(screen.getByText('空闲')).toBeTruthy();
  });

  it('shows the progress while sending, and hands over the answer', async () => {
    const { send, calls } = deferredSend();
    const onPicked = vi.fn();
    const onUploaded = vi.fn();
    render(<Slot send={send} onPicked={onPicked} onUploaded={onUploaded} />);
    const file = png();
    await choose(file);
    expect(onPicked).toHaveBeenCalledWith(file);
    expect(screen.getByText('上传中 -')).toBeTruthy();
    await act(async () => calls[0]?.progress(40));
    expect(screen.getByText('上传中 40')).toBeTruthy();
    await act(async () => calls[0]?.resolve('/files/a.png'));
    expect(onUploaded).toHaveBeenCalledWith('/files/a.png', file);
    expect(screen.getByText('空闲')).toBeTruthy();
  });

  it('keeps what the slot held when the upload fails', async () => {
    const { send, calls } = deferredSend();
    const onUploaded = vi.fn();
    render(<Slot send={send} onUploaded={onUploaded} />);
    await choose(png());
    await act(async () => calls[0]?.reject());
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.getByText('空闲')).toBeTruthy();
  });
});
