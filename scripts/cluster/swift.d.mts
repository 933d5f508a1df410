export interface RunningSwift {
  /** The S3 endpoint: `http://127.0.0.1:<port>`, path-style. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Stops the proxy alone: the S3 endpoint goes away, the data stays. */
  stopProxy(): Promise<void>;
  /** Starts the proxy again on the same port; resolves once it answers. */
  startProxy(): Promise<void>;
  /** Stops every process this Swift started, by PID. */
  stop(): Promise<void>;
}

export function startSwift(options: { root: string; port?: number; log?: (line: string) => void }): Promise<RunningSwift>;

/** Whether the Swift servers are installed (found on PATH), so a test can skip without them. */
export function swiftInstalled(): boolean;
