import type { FastifyRequest } from 'fastify';
import { fullName, longDate, pluralize, truncate } from '../../../common/format.js';
import { previewJpegUrl } from '../../lib/storage/media-storage.js';
import { loadListingExtras } from '../listings/listings.service.js';
import { countLiveListings, findLiveListingsPage, findUserById, isPublicLister } from '../listers/listers.service.js';
import { isLicenceChecked } from '../users/users.service.js';
import { SITE_NAME, withPreview } from './preview-head.js';

const LISTER_PATH = /^\/listers\/([^/]+)\/?$/;

/**
 * Link previews for a shared /listers/:id (issue 33): the lister's name, what was checked and how many homes they
 * list, with the newest listing's first photo. Only a lister who has a page gets tags; the words are the public
 * page's, never a contact.
 */
export async function listerPreviewTransform(html: string, request: FastifyRequest): Promise<string> {
  const match = LISTER_PATH.exec(request.url.split('?')[0]!);
  if (!match) return html;
  try {
    const db = request.server.ctx.database.db;
    const lister = await findUserById(db, match[1]!);
    if (!lister || !isPublicLister(lister)) return html;
    const agent = lister.userType === 'agent';
    const name = fullName(lister, 'A lister');
    const [counts, [newest]] = await Promise.all([countLiveListings(db, lister.id), findLiveListingsPage(db, lister.id, 1)]);
    const extras = newest ? await loadListingExtras(db, [newest.property.id], false) : null;
    const photo = newest ? (extras!.media.get(newest.property.id) ?? []).find((m) => m.kind === 'image' && m.status === 'approved') : undefined;
    const title = `${name} · ${agent ? (lister.companyName ? `Agent, ${lister.companyName}` : 'Agent') : 'Owner'} on ${SITE_NAME}`;
    const description = truncate([
      counts.live ? `${pluralize(counts.live, 'home')} listed` : 'No homes listed right now',
      isLicenceChecked(lister) ? 'Licence checked' : null,
      lister.phoneVerifiedAt ? 'Phone verified' : null,
      counts.documentsSeen ? `Papers seen on ${pluralize(counts.documentsSeen, 'listing')}` : null,
      `Member since ${longDate(lister.createdAt)}`,
    ].filter(Boolean).join(' · '), 200);
    return withPreview(html, request, {
      ogType: 'profile', title, pageTitle: name, description, path: `/listers/${lister.id}`,
      image: photo ? { url: previewJpegUrl(photo.id), alt: newest!.property.title } : undefined,
    });
  } catch (error) {
    // A preview is a nicety: the page itself must still load.
    request.log.error({ err: error }, 'could not build the lister link preview');
    return html;
  }
}
