import { createProgressBar, formatProgressLine } from './progress';

function fakeStream(isTTY: boolean, columns?: number) {
  const writes: string[] = [];
  return { writes, stream: { isTTY, columns, write: (chunk: string) => writes.push(chunk) > 0 } as unknown as NodeJS.WritableStream & { isTTY: boolean } };
}

describe('formatProgressLine', () => {
  it.each([
    [0, 100, 'gen [------------------------------] 0% 0/100 0.0s'],
    [50, 100, 'gen [###############---------------] 50% 50/100 0.0s'],
    [150, 100, 'gen [##############################] 100% 150/100 0.0s'],
    [0, 0, 'gen [##############################] 100% 0/0 0.0s'],
  ])('draws %i of %i', (done, total, line) => {
    expect(formatProgressLine('gen', done, total, 0)).toBe(line);
  });
});

describe('createProgressBar', () => {
  it('redraws one line on a terminal and ends it with a newline', () => {
    let t = 0;
    const { writes, stream } = fakeStream(true, 200);
    const bar = createProgressBar('gen', 4, { stream, now: () => t, redrawMs: 10 });
    bar.tick();
    t = 5;
    bar.tick(); // within redrawMs: skipped
    t = 20;
    bar.update(3);
    bar.done();
    expect(writes.every((w) => w.startsWith('\r') || w === '\n')).toBe(true);
    expect(writes.map((w) => w.trim())).toEqual([
      'gen [########----------------------] 25% 1/4 0.0s',
      'gen [#######################-------] 75% 3/4 0.0s',
      'gen [##############################] 100% 4/4 0.0s',
      '',
    ]);
  });

  it('prints plain lines at each tenth when not a terminal', () => {
    const { writes, stream } = fakeStream(false);
    const bar = createProgressBar('gen', 100, { stream, now: () => 0 });
    for (let i = 0; i < 100; i += 1) bar.tick();
    bar.done();
    bar.tick();
    expect(writes).toHaveLength(11);
    expect(writes.every((w) => w.endsWith('\n') && !w.includes('\r'))).toBe(true);
    expect(writes[10]).toBe('gen [##############################] 100% 100/100 0.0s\n');
  });
});
