/** portal §8: load failures are logged (a load the page abandoned is not a failure), then shown by the caller. */
export async function logged<T>(what: string, signal: AbortSignal, load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (!signal.aborted) console.error(what, error);
    throw error;
  }
}
