// What only the listing builder shows: the spec's content guidelines and the file types its picker offers. Kept
// out of constants.ts, which every page's first file carries (the shell reads its toast and page limits).

export const CONTENT_GUIDELINES = [
  'Photos show the interior and exterior clearly',
  'Avoid blurry, dark or low-quality images',
  'Include multiple angles and rooms',
  'Videos should be stable and well lit',
  'Descriptions should be accurate and professional',
  'Avoid excessive capitals or punctuation',
  'Include specific feature details',
  'Keep everything suitable for all audiences',
] as const;

/** How many guidelines show before 'Show all'. */
export const GUIDELINES_SHOWN = 3;

export const UPLOAD_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'mp4', 'mov', 'avi', 'webm'] as const;
