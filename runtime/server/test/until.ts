/**
 * Polls `probe` every 100 ms until `ok` holds or `ms` pass, and returns the last value either way, so
 * the test's own expect says what was wrong. For work that happens on its own (job runs, another
 * server's caches): a wait with a bound, never a timed assertion.
 */
export async function until<T>(probe: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}
