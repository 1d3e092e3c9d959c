// Ownership documents for the API tests and journeys: real tiny PDFs (clean and hostile) and a photo with GPS.
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { ApiClient } from './api-client.js';

/** A one-page PDF with a correct cross-reference table; `extra` goes into the catalog dictionary. */
export function tinyPdf(options: { catalogExtra?: string; trailerExtra?: string; extraObject?: Buffer } = {}): Buffer {
  const objects: Buffer[] = [
    Buffer.from(`<< /Type /Catalog /Pages 2 0 R ${options.catalogExtra ?? ''}>>`, 'latin1'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>', 'latin1'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>', 'latin1'),
  ];
  if (options.extraObject) objects.push(options.extraObject);
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${options.trailerExtra ?? ''}>>\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/** A PDF whose script hides in a compressed stream, where a plain byte search would not see it. */
export function pdfWithCompressedScript(): Buffer {
  const hidden = deflateSync(Buffer.from('<< /S /JavaScript /JS (app.alert(1)) >>', 'latin1'));
  const stream = Buffer.concat([
    Buffer.from(`<< /Length ${hidden.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'), hidden, Buffer.from('\nendstream', 'latin1'),
  ]);
  return tinyPdf({ extraObject: stream });
}

export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: '#a86' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Camera 9', Artist: 'Lister Name' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '8/1 29/1 3000/100', GPSLongitudeRef: 'W', GPSLongitude: '13/1 14/1 0/1' },
    })
    .toBuffer();
}

export function documentForm(kind: string | null, files: { body: Buffer; name: string; type?: string }[]): FormData {
  const form = new FormData();
  if (kind !== null) form.append('kind', kind);
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.body)], { type: f.type ?? 'application/pdf' }), f.name);
  return form;
}

export function uploadDocuments(api: ApiClient, listingId: string, kind: string | null, files: { body: Buffer; name: string; type?: string }[]) {
  return api.post(`/api/properties/${listingId}/documents`, documentForm(kind, files));
}
