/**
 * One writer at a time within this process: tasks given to a queue run one after another, in
 * the order given, each starting when the previous one has settled (a failing task does not
 * stop the queue). A game has one queue; a task that never yields runs without any wait.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private pending = 0;

  /** Tasks queued or running. */
  get size(): number {
    return this.pending;
  }

  run<T>(task: () => T | Promise<T>): Promise<T> {
    this.pending++;
    const result = this.tail.then(task);
    this.tail = result.then(
      () => this.pending--,
      () => this.pending--,
    );
    return result;
  }
}
