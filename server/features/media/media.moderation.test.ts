import { describe, expect, it } from 'vitest';
import {
  INAPPROPRIATE_FILENAME_FLAG, LOW_QUALITY_WARNING, OVERSIZE_WARNING, hasInappropriateFilename, moderateUpload, scoreImageQuality,
} from './media.moderation.js';

describe('scoreImageQuality', () => {
  it.each([
    [1200, 900, 100],
    [800, 500, 80],
    [2400, 900, 85],
    [290, 1200, 10],
    [250, 250, 25],
    [500, 1100, 65],
  ])('%i x %i scores %i', (w, h, score) => expect(scoreImageQuality(w, h)).toBe(score));
});

describe('moderateUpload', () => {
  it('approves a normal photo', () => {
    expect(moderateUpload({ kind: 'image', filename: 'front-of-house.jpg', bytes: 2_000_000, width: 1600, height: 1200 }))
      .toEqual({ approved: true, status: 'approved', warnings: [], flags: [], score: 0 });
  });

  it('holds a photo too small to show with the quality warning', () => {
    const result = moderateUpload({ kind: 'image', filename: 'a.png', bytes: 20_000, width: 200, height: 200 });
    expect(result).toMatchObject({ approved: false, status: 'flagged', warnings: [LOW_QUALITY_WARNING], score: 20 });
  });

  it('flags an inappropriate file name whatever its case or separators', () => {
    expect(hasInappropriateFilename('My_GUN-collection.JPG')).toBe(true);
    expect(hasInappropriateFilename('Gunnar-street.jpg')).toBe(false);
    const result = moderateUpload({ kind: 'video', filename: 'nude.mp4', bytes: 1000 });
    expect(result).toMatchObject({ status: 'flagged', flags: [INAPPROPRIATE_FILENAME_FLAG], score: 80 });
  });

  it('warns about, but approves, a big file under the hard limit', () => {
    const result = moderateUpload({ kind: 'image', filename: 'a.jpg', bytes: 7 * 1024 * 1024, width: 4000, height: 3000 });
    expect(result).toMatchObject({ approved: true, warnings: [OVERSIZE_WARNING], score: 10 });
  });
});
