import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeMp4, tinyAvi, tinyMp4, tinyWebm } from '../../../tests/helpers/videos.js';
import { NO_VIDEO_TRACK, UNKNOWN_CODEC, UNREADABLE_VIDEO, findVideoProblem, readVideoFacts } from './media.video-probe.js';

const dir = mkdtempSync(path.join(tmpdir(), 'video-probe-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
function saved(bytes: Buffer): string {
  const file = path.join(dir, `v${n++}`);
  writeFileSync(file, bytes);
  return file;
}

describe('video probe', () => {
  it('reads a real MP4: an avc1 video track of 1.5 s', async () => {
    const facts = await readVideoFacts(saved(tinyMp4()), 'video/mp4');
    expect(facts).toMatchObject({ hasVideoTrack: true, codec: 'avc1' });
    expect(facts!.durationSeconds).toBeCloseTo(1.5);
    expect(await findVideoProblem(saved(tinyMp4()), 'video/quicktime')).toBeNull();
  });

  it('refuses a fake MP4 (valid header, random bytes) and an empty or truncated one', async () => {
    expect(await findVideoProblem(saved(fakeMp4()), 'video/mp4')).toBe(UNREADABLE_VIDEO);
    expect(await findVideoProblem(saved(Buffer.alloc(0)), 'video/mp4')).toBe(UNREADABLE_VIDEO);
    expect(await findVideoProblem(saved(tinyMp4().subarray(0, 300)), 'video/mp4')).toBe(UNREADABLE_VIDEO);
  });

  it('reads a WebM header (duration, VP9 track) and one streamed without a duration', async () => {
    const facts = await readVideoFacts(saved(tinyWebm()), 'video/webm');
    expect(facts).toMatchObject({ hasVideoTrack: true, codec: 'V_VP9' });
    expect(facts!.durationSeconds).toBeCloseTo(2.5);
    expect(await findVideoProblem(saved(tinyWebm({ duration: false })), 'video/webm')).toBeNull();
  });

  it('refuses a WebM with an unknown codec, and random bytes named .webm', async () => {
    expect(await findVideoProblem(saved(tinyWebm({ codec: 'V_THEORA' })), 'video/webm')).toBe(UNKNOWN_CODEC);
    expect(await findVideoProblem(saved(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), fakeMp4()])), 'video/webm')).not.toBeNull();
  });

  it('reads an AVI header (XVID, 1 s) and refuses an AVI without a video stream', async () => {
    const facts = await readVideoFacts(saved(tinyAvi()), 'video/x-msvideo');
    expect(facts).toEqual({ hasVideoTrack: true, durationSeconds: 1, codec: 'XVID' });
    const noVideo = Buffer.concat([Buffer.from('RIFF'), Buffer.from([4, 0, 0, 0]), Buffer.from('AVI ')]);
    expect(await findVideoProblem(saved(noVideo), 'video/x-msvideo')).toBe(NO_VIDEO_TRACK);
  });
});
