import { singleFlight } from '@lurkit/ui/forms/single-flight.ts';
import { describe, expect, it } from 'vitest';

const deferred = () => {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
};

describe('a submit sent twice before its answer', () => {
  it('writes once and gives both calls the one answer', async () => {
    const answer = deferred();
    const calls: string[] = [];
    const submit = singleFlight(async (text: string) => {
      calls.push(text);
      return answer.promise;
    });
    const first = submit('Agreed');
    const second = submit('Agreed');
    answer.resolve('comment-1');
    expect(await Promise.all([first, second])).toEqual(['comment-1', 'comment-1']);
    expect(calls).toEqual(['Agreed']);
  });

  it('writes again once the first answer is in, also after a failure', async () => {
    let n = 0;
    const submit = singleFlight(async () => {
      n += 1;
      if (n === 1) throw new Error('refused');
      return n;
    });
    await expect(submit()).rejects.toThrow('refused');
    expect(await submit()).toBe(2);
  });
});

describe('submits of different things at once', () => {
  it('writes each: a second row answered while the first waits', async () => {
    const first = deferred();
    const calls: string[] = [];
    const approve = singleFlight(async (runId: string) => {
      calls.push(runId);
      return runId === 'run-1' ? first.promise : runId;
    });
    const one = approve('run-1');
    expect(await approve('run-2')).toBe('run-2');
    first.resolve('run-1');
    expect(await one).toBe('run-1');
    expect(calls).toEqual(['run-1', 'run-2']);
  });
});
