import type { Config } from '../../config.js';
import type { MediaStorage } from './media-storage.js';
import { diskMediaStorage } from './disk-storage.js';
import { s3MediaStorage } from './s3-storage.js';

/** The bucket when S3_* settings are given, otherwise DATA_DIR/media on the local disk. */
export function createMediaStorage(config: Pick<Config, 's3' | 'DATA_DIR'>): MediaStorage {
  return config.s3 ? s3MediaStorage(config.s3) : diskMediaStorage(config.DATA_DIR);
}
