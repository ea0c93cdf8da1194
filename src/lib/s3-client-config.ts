import type { S3ClientConfig } from '@aws-sdk/client-s3'

import { s3Config } from './config'

/**
 * The S3 client's settings from S3_* (docs/operations.md), one for every client of the bucket: the storage
 * plugin (media, lead files), the image variants and the lead files' download. Checksums only where S3
 * requires them (the SDK's behaviour before 2025): many S3-compatible stores (older MinIO, Ceph, s3rver in
 * the tests) reject the newer default trailing checksums.
 */
export function s3ClientConfig(): S3ClientConfig {
  const accessKeyId = s3Config.accessKeyId()
  const secretAccessKey = s3Config.secretAccessKey()
  return {
    endpoint: s3Config.endpoint(),
    region: s3Config.region(),
    forcePathStyle: s3Config.forcePathStyle(),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  }
}
