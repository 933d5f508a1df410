// Waits until a URL answers 2xx, for benchmarks that start the built server themselves.
export async function waitFor(url, { attempts = 240, intervalMs = 250 } = {}) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not come up`);
}
