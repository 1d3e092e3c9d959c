// Reads an MP4 / MOV file's movie header (the moov box) with mp4box, without loading the video data: the
// top-level boxes are walked by their headers and only ftyp + moov are handed to the parser.
import { open, type FileHandle } from 'node:fs/promises';
import { createFile, Log, MP4BoxBuffer } from 'mp4box';
import type { VideoFacts } from './media.video-probe.js';

Log.setLogLevel(Log.error);

// A movie header above this is not something a phone writes for a listing clip (100 MB at most).
const MOOV_MAX_BYTES = 16 * 1024 * 1024;

interface TopBox { type: string; start: number; size: number }

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** The file's top-level boxes; stops at the first header that does not make sense (a damaged or fake file). */
async function topLevelBoxes(file: FileHandle, fileSize: number): Promise<TopBox[]> {
  const boxes: TopBox[] = [];
  let position = 0;
  while (position + 8 <= fileSize && boxes.length < 64) {
    const header = await readAt(file, position, 16);
    let size = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    if (!/^[\x20-\x7e]{4}$/.test(type)) break;
    if (size === 1) size = Number(header.readBigUInt64BE(8));
    else if (size === 0) size = fileSize - position;
    if (size < 8 || position + size > fileSize) break;
    boxes.push({ type, start: position, size });
    position += size;
  }
  return boxes;
}

function parseMovie(bytes: Buffer): Promise<VideoFacts | null> {
  return new Promise((resolve) => {
    const parser = createFile();
    let settled = false;
    parser.onReady = (info) => {
      settled = true;
      const track = info.videoTracks[0];
      if (!track) return resolve({ hasVideoTrack: false, durationSeconds: 0, codec: null });
      const trackSeconds = track.timescale ? Math.max(track.duration, track.samples_duration ?? 0) / track.timescale : 0;
      const movieSeconds = info.timescale ? info.duration / info.timescale : 0;
      resolve({
        // A fragmented file (as some recorders write) lists its frames in moof boxes after the header.
        hasVideoTrack: track.nb_samples > 0 || info.isFragmented,
        durationSeconds: Math.max(trackSeconds, movieSeconds),
        codec: track.codec.split('.')[0] ?? null,
      });
    };
    parser.onError = () => { if (!settled) { settled = true; resolve(null); } };
    try {
      const arrayBuffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      parser.appendBuffer(MP4BoxBuffer.fromArrayBuffer(arrayBuffer, 0));
      parser.flush();
    } catch {
      /* a malformed box: unreadable */
    }
    if (!settled) resolve(null);
  });
}

/** The facts of an MP4 / MOV file, or null when its movie header cannot be found or read. */
export async function probeMp4(path: string): Promise<VideoFacts | null> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const boxes = await topLevelBoxes(file, size);
    const ftyp = boxes.find((b) => b.type === 'ftyp');
    const moov = boxes.find((b) => b.type === 'moov');
    // No movie header, or no frames at all: nothing a phone could play.
    if (!moov || moov.size > MOOV_MAX_BYTES || !boxes.some((b) => b.type === 'mdat' && b.size > 8)) return null;
    const parts = [ftyp ? await readAt(file, ftyp.start, ftyp.size) : Buffer.alloc(0), await readAt(file, moov.start, moov.size)];
    return await parseMovie(Buffer.concat(parts));
  } finally {
    await file.close();
  }
}
