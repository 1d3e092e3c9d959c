// Server-side moderation of uploads (spec section 5, "Media moderation"), computed from the real file instead
// of the simulated score: the pixel size the decoder reports, the byte count and the file name.

import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '../../../common/constants.js';

export interface ModerationResult {
  approved: boolean;
  status: 'approved' | 'flagged';
  warnings: string[];
  flags: string[];
  score: number;
}

export interface ModerationInput {
  kind: 'image' | 'video';
  filename: string;
  bytes: number;
  /** Pixel size of an image after auto-rotation; unknown for videos. */
  width?: number | null;
  height?: number | null;
}

export const APPROVAL_THRESHOLD = 50;
export const QUALITY_THRESHOLD = 30;
export const LOW_QUALITY_WARNING = 'Image quality is below recommended standards';
export const INAPPROPRIATE_FILENAME_FLAG = 'Inappropriate filename detected';
export const OVERSIZE_WARNING = 'File size exceeds the recommended limit';

// Files above the hard limits are refused outright (413), so the warning fires at half of them: a photo or
// video that big still works but costs visitors on mobile data (videos are served as uploaded).
export const RECOMMENDED_BYTES = { image: IMAGE_MAX_BYTES / 2, video: VIDEO_MAX_BYTES / 2 } as const;

// Deliberately short: the name check only catches the obvious; people review anything flagged.
const FILENAME_KEYWORDS = [
  'nude', 'naked', 'porn', 'xxx', 'sex', 'nsfw', 'explicit',
  'gore', 'blood', 'kill', 'weapon', 'gun', 'violence', 'corpse',
];

/**
 * Quality from the real pixel size: 100, minus 75 for a side under 300 px or 20 under 600, minus 15 for odd
 * shapes. The spec's simulated check took 40 for the smallest size, which can never reach the threshold (the
 * worst case was 45); a photo under 300 px cannot fill even the 480 px listing card, so here it fails alone.
 */
export function scoreImageQuality(width: number, height: number): number {
  let quality = 100;
  const shortest = Math.min(width, height);
  if (shortest < 300) quality -= 75;
  else if (shortest < 600) quality -= 20;
  const ratio = height > 0 ? width / height : 0;
  if (ratio < 0.5 || ratio > 2) quality -= 15;
  return quality;
}

export function hasInappropriateFilename(filename: string): boolean {
  const words = filename.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  return words.some((word) => FILENAME_KEYWORDS.includes(word));
}

export function moderateUpload(input: ModerationInput): ModerationResult {
  const warnings: string[] = [];
  const flags: string[] = [];
  let score = 0;

  if (input.bytes > RECOMMENDED_BYTES[input.kind]) {
    warnings.push(OVERSIZE_WARNING);
    score += 10;
  }
  if (hasInappropriateFilename(input.filename)) {
    flags.push(INAPPROPRIATE_FILENAME_FLAG);
    score += 80;
  }
  let lowQuality = false;
  if (input.kind === 'image' && input.width && input.height) {
    lowQuality = scoreImageQuality(input.width, input.height) < QUALITY_THRESHOLD;
    if (lowQuality) {
      warnings.push(LOW_QUALITY_WARNING);
      score += 20;
    }
  }
  // A photo below the quality bar is held for a person to look at instead of going out with the listing.
  const approved = score < APPROVAL_THRESHOLD && flags.length === 0 && !lowQuality;
  return { approved, status: approved ? 'approved' : 'flagged', warnings, flags, score };
}
