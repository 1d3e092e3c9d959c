// Real, tiny videos for the upload tests, written in the test (ffmpeg is not needed): an MP4 with one H.264
// track (its frames are placeholders, which the probe does not decode), a WebM and an AVI header, and the fake
// that the probe must refuse: a valid MP4 header followed by random bytes.
import { randomBytes } from 'node:crypto';
import { createFile, Log } from 'mp4box';

Log.setLogLevel(Log.error);

/** An MP4 with an avc1 video track of 3 frames, 1.5 s long (about 1 KB). */
export function tinyMp4(): Buffer {
  const file = createFile();
  const sps = [0x67, 0x42, 0x00, 0x1e, 0x95, 0xa8, 0x28, 0x0f, 0x64];
  const pps = [0x68, 0xce, 0x38, 0x80];
  const avcC = new Uint8Array([1, 0x42, 0, 0x1e, 0xff, 0xe1, 0, sps.length, ...sps, 1, 0, pps.length, ...pps]);
  const track = file.addTrack({ type: 'avc1', width: 64, height: 64, timescale: 1000, duration: 1500, media_duration: 1500, avcDecoderConfigRecord: avcC.buffer });
  for (let i = 0; i < 3; i++) file.addSample(track, new Uint8Array([0, 0, 0, 4, 0x65, 0x88, 0x84, i]), { duration: 500, is_sync: i === 0 });
  const stream = file.getBuffer();
  return Buffer.from(stream.buffer, 0, stream.byteLength);
}

/** A valid MP4 header (ftyp) and random bytes behind it: what a renamed or broken file looks like. */
export function fakeMp4(bytes = 5000): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2')]);
  return Buffer.concat([ftyp, randomBytes(bytes)]);
}

function ebml(id: number[], data: Buffer): Buffer {
  const size = data.length;
  // 8-byte size field: 0x01 marker then the length
  const sizeBytes = Buffer.alloc(8);
  sizeBytes.writeUIntBE(size, 2, 6);
  sizeBytes[0] = 0x01;
  return Buffer.concat([Buffer.from(id), sizeBytes, data]);
}

/** A WebM header: EBML, Segment > Info (2.5 s) > Tracks > one VP9 video track, then a cluster. */
export function tinyWebm(options: { codec?: string; duration?: boolean } = {}): Buffer {
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(2500);
  const info = ebml([0x15, 0x49, 0xa9, 0x66], Buffer.concat([
    ebml([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])),
    ...(options.duration === false ? [] : [ebml([0x44, 0x89], duration)]),
  ]));
  const track = ebml([0xae], Buffer.concat([ebml([0x83], Buffer.from([1])), ebml([0x86], Buffer.from(options.codec ?? 'V_VP9'))]));
  const tracks = ebml([0x16, 0x54, 0xae, 0x6b], track);
  const cluster = ebml([0x1f, 0x43, 0xb6, 0x75], Buffer.alloc(16));
  const header = ebml([0x1a, 0x45, 0xdf, 0xa3], ebml([0x42, 0x82], Buffer.from('webm')));
  return Buffer.concat([header, ebml([0x18, 0x53, 0x80, 0x67], Buffer.concat([info, tracks, cluster]))]);
}

function riff(id: string, data: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32LE(data.length);
  return Buffer.concat([Buffer.from(id, 'latin1'), size, data, Buffer.alloc(data.length % 2)]);
}

/** An AVI header: 25 frames of 40 ms (1 s) in one XVID video stream. */
export function tinyAvi(): Buffer {
  const avih = Buffer.alloc(56);
  avih.writeUInt32LE(40_000, 0);
  avih.writeUInt32LE(25, 16);
  const strh = Buffer.alloc(56);
  strh.write('vids', 0, 'latin1');
  strh.write('xvid', 4, 'latin1');
  const strf = Buffer.alloc(40);
  strf.write('XVID', 16, 'latin1');
  const strl = riff('LIST', Buffer.concat([Buffer.from('strl'), riff('strh', strh), riff('strf', strf)]));
  const hdrl = riff('LIST', Buffer.concat([Buffer.from('hdrl'), riff('avih', avih), strl]));
  const movi = riff('LIST', Buffer.concat([Buffer.from('movi'), riff('00dc', Buffer.alloc(32))]));
  const body = Buffer.concat([Buffer.from('AVI '), hdrl, movi]);
  return riff('RIFF', body);
}
