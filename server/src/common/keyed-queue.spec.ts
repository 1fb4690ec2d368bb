import { KeyedQueue } from './keyed-queue';

describe('KeyedQueue', () => {
  const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('runs the work of one key one at a time, in order, and other keys beside it', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    const job = (name: string, ms: number) => async () => {
      log.push(`${name} start`);
      await later(ms);
      log.push(`${name} end`);
      return name;
    };
    const answers = await Promise.all([
      queue.run('a', job('a1', 20)),
      queue.run('a', job('a2', 1)),
      queue.run('b', job('b1', 5)),
    ]);
    expect(answers).toEqual(['a1', 'a2', 'b1']);
    expect(log.indexOf('a2 start')).toBeGreaterThan(log.indexOf('a1 end'));
    expect(log.indexOf('b1 start')).toBeLessThan(log.indexOf('a1 end'));
  });

  it('goes on after a failure, which reaches only its own caller', async () => {
    const queue = new KeyedQueue();
    const failed = queue.run('a', () => Promise.reject(new Error('no')));
    const next = queue.run('a', () => Promise.resolve('yes'));
    await expect(failed).rejects.toThrow('no');
    await expect(next).resolves.toBe('yes');
  });
});
