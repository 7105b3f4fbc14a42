/**
 * Resolves in a task of its own, once the browser has done what was waiting (input, a frame). A
 * message rather than a timer: timers are slowed down in background tabs and held by paused clocks.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
