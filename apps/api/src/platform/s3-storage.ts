import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ErrorCode } from '@selvedge/contract';
import { HttpError } from './errors.js';
import { checkedKey, type FileStorage } from './file-storage.js';

export interface S3StorageOptions {
  /** The server's http(s) origin: AWS, R2, MinIO, Ceph, Swift's s3api. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export const STORAGE_UNAVAILABLE_MESSAGES = {
  put: "Pictures can't be stored just now. Please try again in a minute.",
  read: "Pictures can't be shown just now. Please try again in a minute.",
} as const;

/**
 * The answer when the object storage is away: a 503 a person can act on, never the 500 that says
 * "our fault, look at the log". The request itself was fine and will work again unchanged.
 */
export function storageUnavailable(message: string, cause: unknown): HttpError {
  const error = new HttpError(503, ErrorCode.storage_unavailable, message, { 'retry-after': '60' });
  error.cause = cause;
  return error;
}

interface SdkError {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

const statusOf = (error: unknown): number | undefined => (error as SdkError | null)?.$metadata?.httpStatusCode;

/**
 * Whether the server is away rather than saying no: no HTTP answer at all (refused, reset, timed
 * out) or a 5xx. A 4xx (wrong keys, no such bucket) is a configuration fault and stays a 500.
 */
function isUnavailable(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined || status >= 500;
}

/**
 * Files in an S3 bucket. Path-style addresses (`endpoint/bucket/key`), because S3-compatible
 * servers other than AWS (MinIO, Ceph, Swift's s3api) rarely resolve a bucket as a host name.
 * Every call is bounded in time, so an absent server costs a request seconds, not minutes.
 */
export function createS3Storage({ endpoint, bucket, accessKeyId, secretAccessKey, region }: S3StorageOptions): FileStorage {
  const client = new S3Client({
    endpoint,
    region,
    forcePathStyle: true,
    credentials: { accessKeyId, secretAccessKey },
    // One retry: a blip passes, an absent server answers 503 within a few seconds.
    maxAttempts: 2,
    // Without throwOnRequestTimeout the SDK only warns when requestTimeout passes.
    requestHandler: { connectionTimeout: 2_000, requestTimeout: 10_000, throwOnRequestTimeout: true },
    // Checksums only where the API demands them: not every S3-compatible server takes the SDK's
    // newer checksum headers and trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  /** Runs one call, turning "the server is away" into the 503. */
  async function call<T>(message: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (isUnavailable(error)) throw storageUnavailable(message, error);
      throw error;
    }
  }

  return {
    async put(key, bytes) {
      const Key = checkedKey(key);
      await call(STORAGE_UNAVAILABLE_MESSAGES.put, () =>
        client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: bytes, ContentLength: bytes.length })),
      );
    },
    async get(key) {
      const Key = checkedKey(key);
      return call(STORAGE_UNAVAILABLE_MESSAGES.read, async () => {
        try {
          const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
          if (!answer.Body) return null;
          // Read inside the same call: a server that drops the connection mid-body is away too.
          return Buffer.from(await answer.Body.transformToByteArray());
        } catch (error) {
          // A missing key is no error; a missing bucket is a configuration fault and must not pass as one.
          const name = (error as SdkError | null)?.name;
          if (name === 'NoSuchKey' || (statusOf(error) === 404 && name !== 'NoSuchBucket')) return null;
          throw error;
        }
      });
    },
    async remove(key) {
      const Key = checkedKey(key);
      // S3 answers a delete of a missing key with 204, so a key with no file is no error here either.
      await call(STORAGE_UNAVAILABLE_MESSAGES.put, () => client.send(new DeleteObjectCommand({ Bucket: bucket, Key })));
    },
  };
}
