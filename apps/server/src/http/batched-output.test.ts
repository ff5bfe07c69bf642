import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BatchedOutput } from './batched-output.ts';

describe('standard output written in batches', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'batched-output-'));
  const opened: number[] = [];
  afterEach(() => {
    for (const fd of opened.splice(0)) fs.closeSync(fd);
  });
  const target = (name: string) => {
    const file = path.join(folder, name);
    const fd = fs.openSync(file, 'w');
    opened.push(fd);
    return { file, fd, read: () => fs.readFileSync(file, 'utf8') };
  };

  it('holds lines until a batch is full, then writes them in order', async () => {
    const { fd, read } = target('full.log');
    const output = new BatchedOutput(fd, 100, 60_000);
    output.write('第一行\n');
    output.write('second\n');
    expect(read()).toBe('');
    const long = `${'x'.repeat(120)}\n`;
    output.write(long);
    expect(read()).toBe(`第一行\nsecond\n${long}`);
  });

  it('writes what is pending within its interval, however little', async () => {
    const { fd, read } = target('interval.log');
    const output = new BatchedOutput(fd, 64 * 1024, 20);
    output.write('a line\n');
    await vi.waitFor(() => expect(read()).toBe('a line\n'));
    output.write('later\n');
    await vi.waitFor(() => expect(read()).toBe('a line\nlater\n'));
    output.flushSync();
  });

  it('writes everything pending at exit, after the batches before it, in order', () => {
    const { fd, read } = target('exit.log');
    const output = new BatchedOutput(fd, 500, 60_000);
    const lines = Array.from({ length: 200 }, (_, index) => `请求 ${index}\n`);
    for (const line of lines) output.write(line);
    const written = read();
    expect(written.length).toBeGreaterThan(0);
    expect(written.length).toBeLessThan(lines.join('').length);
    output.flushSync();
    expect(read()).toBe(lines.join(''));
  });
});
