// Media files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2, ...), so several server
// processes share one store. The app still serves every file itself from /api/media/... (streamed from the
// bucket), so access rules, URLs and cache headers stay exactly as with the disk store.
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3';
import { isUuid } from '../../../common/schemas/ids.js';
import type { S3Settings } from '../../config.js';
import type { MediaStorage } from './media-storage.js';


const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

export function s3MediaStorage(settings: S3Settings & { prefix?: string }): MediaStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where the API requires them: with them on by default the SDK streams uploads in
    // 'aws-chunked' framing, which several S3-compatible servers store as part of the file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const prefix = settings.prefix ?? '';
  const Key = (key: string) => `${prefix}${key}`;

  async function listKeys(folder: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: Key(`${folder}/`), ContinuationToken: token }));
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: Key(key), Body: body, ContentType: contentType }));
    },
    async putFile(key, tempPath, contentType) {
      const { size } = await stat(tempPath);
      await client.send(new PutObjectCommand({ Bucket, Key: Key(key), Body: createReadStream(tempPath), ContentLength: size, ContentType: contentType }));
      await rm(tempPath, { force: true });
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
        return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      const answer = await client.send(new GetObjectCommand({
        Bucket, Key: Key(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }));
      return answer.Body as Readable;
    },
    async readAll(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async deleteFolder(id) {
      const keys = await listKeys(id);
      for (let i = 0; i < keys.length; i += 1000) {
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.slice(i, i + 1000).map((k) => ({ Key: k })), Quiet: true } }));
      }
    },
    async *listFolders() {
      // Keys come in order, so one media id's files are next to each other: each id is yielded once, with
      // the time of its newest file.
      let token: string | undefined;
      let current: { id: string; modifiedAt: Date } | null = null;
      do {
        const page: ListObjectsV2CommandOutput = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
        for (const item of page.Contents ?? []) {
          const id = item.Key?.slice(prefix.length).split('/')[0] ?? '';
          if (!isUuid(id)) continue;
          const modifiedAt = item.LastModified ?? new Date(0);
          if (current && current.id !== id) yield current;
          if (!current || current.id !== id) current = { id, modifiedAt };
          else if (modifiedAt > current.modifiedAt) current.modifiedAt = modifiedAt;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      if (current) yield current;
    },
  };
}
