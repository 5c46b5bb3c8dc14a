import { startBenchBucket } from './support/s3-bucket.ts';
import { measureUploadsOn } from './upload.ts';

/**
 * The upload bench with the portal's media on an S3-compatible bucket (`STORAGE_URL` on an s3rver
 * of its own) instead of DATA_DIR: every upload is attached, so its file goes into the bucket.
 */
export default async function benchUploadS3(): Promise<boolean> {
  return measureUploadsOn('upload-s3', await startBenchBucket());
}
