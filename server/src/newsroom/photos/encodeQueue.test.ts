import { encodeQueue, QueueFull } from './encodeQueue';

/** A task that runs until the test ends it. */
function held() {
  let finish!: (value: string) => void;
  const done = new Promise<string>((resolve) => {
    finish = resolve;
  });
  return { task: jest.fn(() => done), finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('encodeQueue', () => {
  it('runs no more than `parallel` tasks at once, the others in arrival order', async () => {
    const queue = encodeQueue(1, 5);
    const first = held();
    const second = held();
    const third = held();
    const results = [queue.run(first.task), queue.run(second.task), queue.run(third.task)];
    await settle();
    expect(first.task).toHaveBeenCalled();
    expect(second.task).not.toHaveBeenCalled();
    expect([queue.active, queue.waiting]).toEqual([1, 2]);
    first.finish('a');
    await settle();
    expect(second.task).toHaveBeenCalled();
    expect(third.task).not.toHaveBeenCalled();
    second.finish('b');
    third.finish('c');
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c']);
    expect([queue.active, queue.waiting]).toEqual([0, 0]);
  });

  it('refuses a task when the line is full, and frees the slot of a task that failed', async () => {
    const queue = encodeQueue(1, 1);
    const first = held();
    const running = queue.run(first.task);
    const waiting = queue.run(async () => {
      throw new Error('broken photo');
    });
    await expect(queue.run(async () => 'late')).rejects.toBeInstanceOf(QueueFull);
    first.finish('a');
    await expect(running).resolves.toBe('a');
    await expect(waiting).rejects.toThrow('broken photo');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
    expect(queue.active).toBe(0);
  });
});
