/**
 * Lets the browser run what waits (a paint, a tap, the network's answers) before the caller goes on:
 * start-up work split at these points runs as several short tasks instead of one long one, which a
 * phone's main thread would be blocked for. scheduler.yield() where the browser has it (it resumes
 * ahead of other tasks), else a message to itself: timers nested more than five deep wait at least
 * 4 ms each, and the start yields once per schema module (schema-tasks.ts).
 */
interface Scheduler {
  readonly yield?: () => Promise<void>;
}

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
