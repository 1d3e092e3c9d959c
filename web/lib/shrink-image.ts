// Phone cameras make 4-12 MB photos; the site never shows more than 1600 px. Shrinking before upload saves the
// lister most of their mobile data, and re-encoding drops the EXIF block (with the GPS position of the house).

const LONGEST_SIDE = 2000;
/** Never shrink the short side below this: the server's quality check looks at it. */
const MIN_SHORT_SIDE = 900;
const WORTH_IT_BYTES = 900 * 1024;
const SHRINKABLE = ['image/jpeg', 'image/png', 'image/webp'];

function outputName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.jpg`;
}

/** A smaller JPEG of the photo, or the file itself when shrinking would not help or is not possible here. */
export async function shrinkImage(file: File): Promise<File> {
  if (!SHRINKABLE.includes(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap | null = null;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const { width, height } = bitmap;
    const longest = Math.max(width, height);
    const shortest = Math.min(width, height);
    if (longest <= LONGEST_SIDE && file.size <= WORTH_IT_BYTES) return file;
    const scale = Math.min(1, Math.max(LONGEST_SIDE / longest, Math.min(1, MIN_SHORT_SIDE / shortest)));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const context = canvas.getContext('2d');
    if (!context) return file;
    // PNG screenshots may be transparent: JPEG has no alpha, so paint white first.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], outputName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
}
