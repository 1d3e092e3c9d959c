// Just enough of the WebM (Matroska/EBML) and AVI (RIFF) containers to find a video track, its codec and the
// duration. Both keep these headers at the start of the file, so the first megabyte is all that is read.
import type { VideoFacts } from './media.video-probe.js';

export const HEADER_BYTES = 1024 * 1024;

// ---- WebM / Matroska (EBML) ----
const EBML = { header: 0x1a45dfa3, segment: 0x18538067, info: 0x1549a966, timecodeScale: 0x2ad7b1, duration: 0x4489,
  tracks: 0x1654ae6b, trackEntry: 0xae, trackType: 0x83, codecId: 0x86, cluster: 0x1f43b675 } as const;
const EBML_CONTAINERS = new Set<number>([EBML.segment, EBML.info, EBML.tracks, EBML.trackEntry]);
const VIDEO_TRACK = 1;

function readVint(bytes: Buffer, at: number, keepMarker: boolean): { value: number; width: number; unknown: boolean } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const width = Math.clz32(first) - 23;
  if (width > 8 || at + width > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> width);
  let allOnes = value === (0xff >> width);
  for (let i = 1; i < width; i++) {
    value = value * 256 + bytes[at + i]!;
    if (bytes[at + i] !== 0xff) allOnes = false;
  }
  return { value, width, unknown: !keepMarker && allOnes };
}

export function probeWebm(bytes: Buffer): VideoFacts | null {
  if (bytes.length < 4 || bytes.readUInt32BE(0) !== EBML.header) return null;
  let timecodeScale = 1_000_000;
  let duration = 0;
  let hasCluster = false;
  const tracks: { type?: number; codec?: string }[] = [];

  const walk = (start: number, end: number, parent: number): void => {
    let at = start;
    while (at < end && !hasCluster) {
      const id = readVint(bytes, at, true);
      const size = id && readVint(bytes, at + id.width, false);
      if (!id || !size) return;
      const dataStart = at + id.width + size.width;
      const dataEnd = size.unknown ? end : Math.min(end, dataStart + size.value);
      if (id.value === EBML.cluster) { hasCluster = true; return; }
      if (id.value === EBML.trackEntry) tracks.push({});
      if (EBML_CONTAINERS.has(id.value)) walk(dataStart, dataEnd, id.value);
      else {
        const data = bytes.subarray(dataStart, dataEnd);
        if (parent === EBML.info && id.value === EBML.timecodeScale && data.length) timecodeScale = data.readUIntBE(0, Math.min(6, data.length));
        if (parent === EBML.info && id.value === EBML.duration) duration = data.length === 4 ? data.readFloatBE(0) : data.length === 8 ? data.readDoubleBE(0) : 0;
        const track = tracks[tracks.length - 1];
        if (parent === EBML.trackEntry && track && id.value === EBML.trackType && data.length) track.type = data.readUIntBE(0, Math.min(6, data.length));
        if (parent === EBML.trackEntry && track && id.value === EBML.codecId) track.codec = data.toString('latin1').replace(/\0+$/, '');
      }
      at = dataEnd;
    }
  };
  walk(0, bytes.length, 0);
  const video = tracks.find((t) => t.type === VIDEO_TRACK);
  const seconds = (duration * timecodeScale) / 1e9;
  // Recorders that stream (a browser's MediaRecorder) leave Duration out; video data after the header stands in.
  return {
    hasVideoTrack: Boolean(video),
    durationSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : hasCluster ? Number.POSITIVE_INFINITY : 0,
    codec: video?.codec ?? null,
  };
}

// ---- AVI (RIFF) ----
export function probeAvi(bytes: Buffer): VideoFacts | null {
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'AVI ') return null;
  let microSecondsPerFrame = 0;
  let totalFrames = 0;
  let streamType: string | null = null;
  let codec: string | null = null;

  const walk = (start: number, end: number): void => {
    let at = start;
    while (at + 8 <= end) {
      const id = bytes.toString('latin1', at, at + 4);
      const size = bytes.readUInt32LE(at + 4);
      const dataStart = at + 8;
      const dataEnd = Math.min(end, dataStart + size);
      if (id === 'LIST' && dataStart + 4 <= dataEnd) {
        const kind = bytes.toString('latin1', dataStart, dataStart + 4);
        if (kind === 'movi') return; // the frames themselves: the headers are behind us
        walk(dataStart + 4, dataEnd);
      } else if (id === 'avih' && size >= 20) {
        microSecondsPerFrame = bytes.readUInt32LE(dataStart);
        totalFrames = bytes.readUInt32LE(dataStart + 16);
      } else if (id === 'strh' && size >= 8) {
        streamType = bytes.toString('latin1', dataStart, dataStart + 4);
        if (streamType === 'vids' && !codec) codec = bytes.toString('latin1', dataStart + 4, dataStart + 8);
      } else if (id === 'strf' && streamType === 'vids' && size >= 20) {
        const compression = bytes.toString('latin1', dataStart + 16, dataStart + 20);
        if (/^[\x20-\x7e]{4}$/.test(compression)) codec = compression;
      }
      at = dataStart + size + (size % 2); // chunks are padded to an even length
    }
  };
  walk(12, bytes.length);
  const hasVideoTrack = codec !== null;
  return { hasVideoTrack, durationSeconds: (microSecondsPerFrame * totalFrames) / 1e6, codec: codec ? (codec as string).trim() : null };
}
