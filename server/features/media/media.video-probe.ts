// A video is approved only when it can be read: a video track with a known codec and a positive duration.
// A file with a valid header and anything behind it (a renamed file, a broken upload) is refused, with a
// message that says what to do, instead of going out with a listing that no phone can play.
import { open } from 'node:fs/promises';
import { HEADER_BYTES, probeAvi, probeWebm } from './media.video-containers.js';
import { probeMp4 } from './media.video-mp4.js';

export interface VideoFacts {
  hasVideoTrack: boolean;
  /** Seconds; Infinity for a streamed WebM that has video data but no duration written. */
  durationSeconds: number;
  /** The codec's four-character code or Matroska codec id: avc1, hvc1, V_VP9, XVID… */
  codec: string | null;
}

export const UNREADABLE_VIDEO = 'This video could not be read: it may be damaged or not really a video. Please upload an MP4, MOV or WebM video recorded by a phone or camera.';
export const NO_VIDEO_TRACK = 'This file has no video picture in it. Please upload a video of the property.';
export const UNKNOWN_CODEC = 'This video uses a format that phones cannot play. Please save it as an MP4 (H.264) video and upload it again.';

// Codecs that phones and browsers play (MP4/MOV four-character codes, Matroska ids, AVI four-character codes).
const KNOWN_CODECS = new Set([
  'avc1', 'avc3', 'hvc1', 'hev1', 'dvh1', 'dvhe', 'av01', 'vp08', 'vp09', 'mp4v', 's263', 'jpeg', 'mjpa', 'mjpb',
  'apch', 'apcn', 'apcs', 'apco', 'ap4h',
  'V_VP8', 'V_VP9', 'V_AV1', 'V_MPEG4/ISO/AVC', 'V_MPEGH/ISO/HEVC',
  'h264', 'x264', 'avc1', 'xvid', 'divx', 'dx50', 'mjpg', 'fmp4', 'mp4v', 'hevc', 'h265',
]);

export function isKnownVideoCodec(codec: string | null): boolean {
  if (!codec) return false;
  return KNOWN_CODECS.has(codec) || KNOWN_CODECS.has(codec.toLowerCase());
}

/** What was found in the file, or null when its container could not be read at all. */
export async function readVideoFacts(path: string, mimeType: string): Promise<VideoFacts | null> {
  if (mimeType === 'video/mp4' || mimeType === 'video/quicktime') return probeMp4(path);
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await file.read(head, 0, HEADER_BYTES, 0);
    const bytes = head.subarray(0, bytesRead);
    if (mimeType === 'video/webm') return probeWebm(bytes);
    if (mimeType === 'video/x-msvideo') return probeAvi(bytes);
    return null;
  } finally {
    await file.close();
  }
}

/** The reason a video cannot be accepted, or null when it can. */
export async function findVideoProblem(path: string, mimeType: string): Promise<string | null> {
  let facts: VideoFacts | null;
  try {
    facts = await readVideoFacts(path, mimeType);
  } catch {
    facts = null;
  }
  if (!facts) return UNREADABLE_VIDEO;
  if (!facts.hasVideoTrack) return NO_VIDEO_TRACK;
  if (!isKnownVideoCodec(facts.codec)) return UNKNOWN_CODEC;
  if (!(facts.durationSeconds > 0)) return UNREADABLE_VIDEO;
  return null;
}
