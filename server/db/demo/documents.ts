// Ownership papers in the demo (issue 32, decision 0020): a few listings whose papers the demo admin has seen, so
// the "Documents seen" badge and search filter show something on a fresh `npm start`, and one listing whose
// papers wait for the admin's review. Each file is a one-page PDF that says it is a demo, never a real deed.
import { createHash, randomUUID } from 'node:crypto';
import { DOCUMENT_KIND_LABELS, type DocumentKind } from '../../../common/documents.js';
import type { DocumentCheck } from '../../../common/documents.js';
import { newDocumentKey } from '../../lib/storage/document-keys.js';

interface DemoPapers {
  /** The listing's title in the catalogue. */
  listing: string;
  kinds: DocumentKind[];
  /** Whether the demo admin has marked them seen; false leaves them in the review queue. */
  seen: boolean;
}

export const DEMO_PAPERS: readonly DemoPapers[] = [
  { listing: 'Beachfront Land, 4 Town Lots with Survey Plan', kinds: ['survey_plan', 'conveyance'], seen: true },
  { listing: 'Four-Bedroom Family House with Borehole and Generator', kinds: ['title_deed'], seen: true },
  { listing: 'Two-Bedroom Flat near Lumley Beach', kinds: ['proof_of_ownership'], seen: true },
  { listing: 'Half-Acre Hillside Plot, Regent', kinds: ['survey_plan', 'conveyance', 'authority_letter'], seen: true },
  { listing: 'Land Ready for Warehousing, Wellington Industrial Estate', kinds: ['conveyance', 'authority_letter'], seen: true },
  { listing: 'One Acre of Residential Land, Blama Road', kinds: ['survey_plan'], seen: true },
  { listing: 'Colonial-Style Four-Bedroom House with City Views', kinds: ['conveyance', 'authority_letter'], seen: false },
];

export const DEMO_REVIEW: { checks: DocumentCheck[]; note: string } = {
  checks: ['nameMatches', 'placeMatches', 'looksUnaltered'],
  note: 'Demo review: names, plan number and place agree with the listing.',
};

export interface PlannedDocument {
  id: string;
  propertyId: string;
  uploaderId: string;
  kind: DocumentKind;
  fileName: string;
  storageKey: string;
  body: Buffer;
  sha256: string;
  createdAt: Date;
}

export function planDocument(propertyId: string, uploaderId: string, listingTitle: string, kind: DocumentKind, createdAt: Date): PlannedDocument {
  const body = demoPdf([`${DOCUMENT_KIND_LABELS[kind]} (demo)`, listingTitle, 'A Salone Homes demo file: not a real document.']);
  return {
    id: randomUUID(), propertyId, uploaderId, kind, createdAt, body,
    fileName: `${kind.replace(/_/g, '-')}.pdf`,
    storageKey: newDocumentKey('pdf'),
    sha256: createHash('sha256').update(body).digest('hex'),
  };
}

/** A valid one-page PDF showing `lines` in Helvetica; the cross-reference table needs each object's byte offset. */
export function demoPdf(lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-');
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 60 ${760 - i * 28} Td (${escape(line)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = Buffer.byteLength(out);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
