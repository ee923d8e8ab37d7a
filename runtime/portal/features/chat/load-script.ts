/**
 * Loads a vendor's script with a <script> tag, once per URL (a remount reuses the first load). A
 * blocked script (ad blocker, firewall, no network) fails at once or never answers: both end in a
 * rejection, the latter after `timeoutMs`, and a later start tries again.
 */
export const SCRIPT_TIMEOUT_MS = 10_000;

export interface LoadScriptOptions {
  /** Some vendors find their own tag by id (Zendesk: ze-snippet). */
  readonly id?: string;
  readonly timeoutMs?: number;
}

const loads = new Map<string, Promise<void>>();

export function loadScript(url: string, options: LoadScriptOptions = {}): Promise<void> {
  const known = loads.get(url);
  if (known) return known;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    if (options.id) script.id = options.id;
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      loads.delete(url);
      reject(new Error(`The chat script ${url} ${reason}`));
    };
    const timer = setTimeout(() => fail('did not load in time'), options.timeoutMs ?? SCRIPT_TIMEOUT_MS);
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail('could not be loaded'));
    document.head.append(script);
  });
  loads.set(url, load);
  return load;
}
