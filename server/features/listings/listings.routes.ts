import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { listingCreateSchema, listingWriteSchema } from '../../../common/schemas/listing.js';
import { pageQuerySchema } from '../../../common/schemas/paging.js';
import { listingListQuerySchema, myListingsQuerySchema } from '../../../common/schemas/search.js';
import { notFound } from '../../lib/errors.js';
import { sendPage } from '../../lib/paging.js';
import { CACHED_ANSWER_ROUTE, publicDetailCache, publicReadCache, sendCachedAnswer } from '../../lib/public-read-cache.js';
import { perIpLimit } from '../../lib/rate-limit.js';
import { memoisedParser, parseIdParam, parseInput, rawQueryOf } from '../../lib/validate.js';
import { isAdmin, requireAdmin, requireUser } from '../../lib/access.js';
import { refreshFraudFlagsQuietly } from '../trust/fraud-flags.service.js';
import { deleteMediaFiles } from '../../lib/storage/media-storage.js';
import {
  canSeePrivateListing, canViewListing, isPublicListing, PROPERTY_NOT_FOUND, requireAccountMayList, requireListingCreator,
} from './listings.policy.js';
import { findListingById, type WrittenListing } from './listings.queries.js';
import { presentListings } from './listings.presenter.js';
import {
  countLiveByCategory, findListingsForAdmin, findLiveListings, findOwnListings, presentWrittenListing,
} from './listings.read.js';
import { createListing, deleteListing, setListingArchived, updateListing } from './listings.service.js';
import { viewerKey } from './listing-views.js';
import { keepViewsInMemory, recordListingView } from './listing-view-count.js';
import { readPublicListingDetail } from './listing-detail.js';
import { isPageRenderRead } from '../../lib/page-render-read.js';
import type { DeletedListing } from '../../../common/api/listings.js';

export async function listingRoutes(app: FastifyInstance) {
  const { database, limits } = app.ctx;
  const db = database.db;
  const writeLimit = { config: perIpLimit(limits.writesPerIpPerMinute) };
  const cache = publicReadCache(app.ctx);
  const detailCache = publicDetailCache(app.ctx);
  const parseListQuery = memoisedParser(listingListQuerySchema);
  // PGlite has one writer, this process, so it counts views in memory and writes them in batches; PostgreSQL is shared.
  keepViewsInMemory(database, { onWriteFailed: (error, lost) => app.log.error({ err: error, lost }, 'listing views could not be written') });

  /**
   * Fraud flags (issue 15) for what goes to review (a submitted listing, a live one's pending changes) and for a
   * live listing after an edit, whose price or small text fix may have gone live at once (issue 30).
   */
  const checkForFraud = async ({ property }: WrittenListing, log: FastifyBaseLogger) => {
    if (property.status === 'pending' || property.status === 'approved') await refreshFraudFlagsQuietly(db, app.ctx.media, property.id, log);
  };

  app.get('/api/properties', async (request, reply) => {
    const query = parseListQuery(rawQueryOf(request.url), request.query);
    const page = { limit: query.limit, offset: query.offset };
    if (query.status === 'approved') {
      // The same for every caller: one cached answer per page and generation (decision 0010).
      const answer = await cache.read(`live:${page.limit}:${page.offset}`, async () => {
        const found = await findLiveListings(db, page);
        return { body: JSON.stringify(found.data), totalCount: found.total };
      });
      return sendCachedAnswer(request, reply, answer);
    }
    requireAdmin(request.user);
    return sendPage(reply, await findListingsForAdmin(db, query.status, page));
  });

  app.get('/api/properties/stats', CACHED_ANSWER_ROUTE, async (request, reply) =>
    sendCachedAnswer(request, reply, await cache.read('stats', async () => ({ body: JSON.stringify(await countLiveByCategory(db)) }))),
  );

  app.get('/api/properties/my', async (request, reply) => {
    const user = requireUser(request.user);
    const query = parseInput(myListingsQuerySchema, request.query);
    return sendPage(reply, await findOwnListings(db, user, { ...query, archived: false }));
  });

  app.get('/api/properties/archived', async (request, reply) => {
    const user = requireUser(request.user);
    const page = parseInput(pageQuerySchema, request.query);
    return sendPage(reply, await findOwnListings(db, user, { ...page, archived: true }));
  });

  app.get('/api/properties/:id', async (request) => {
    const user = request.user;
    const id = parseIdParam(request.params, PROPERTY_NOT_FOUND);
    // Real view counts: people other than the lister and the reviewing admins, on the live listing only,
    // each once a day. The server's own read for drawing the page is not a reader: the browser counts the
    // view when it runs the page (POST …/views below).
    const viewer = async () => (isPageRenderRead(request) ? null : viewerKey(db, { userId: user?.id, ip: request.ip }));
    const publicView = await readPublicListingDetail(detailCache, db, id, user, viewer);
    if (publicView) return publicView;

    // The lister, an admin, or a listing that is not live (which only they may see).
    const row = await findListingById(db, id);
    if (!row || !canViewListing(user, row.property, row.owner)) throw notFound(PROPERTY_NOT_FOUND);
    const privateView = canSeePrivateListing(user, row.property);
    if (!privateView && isPublicListing(row.property, row.owner)) {
      // Live, yet not in the public view a moment ago: it went live in between. Counted as above.
      const { viewCount } = await recordListingView(db, row.property.id, await viewer());
      if (viewCount !== null) row.property.viewCount = viewCount;
    }
    const [view] = await presentListings(db, [row], { privateView, revealOwnerContact: Boolean(user?.isVerified), adminView: isAdmin(user) });
    return view;
  });

  // A view of a page the server drew with the listing in it (server/web-boot-hints.ts): counted as GET
  // /api/properties/:id counts one, once a day per viewer, on a live listing seen by someone else than its
  // lister and the reviewing admins. Answers 204 either way, and 404 for what the caller may not see.
  app.post('/api/properties/:id/views', writeLimit, async (request, reply) => {
    const user = request.user;
    const row = await findListingById(db, parseIdParam(request.params, PROPERTY_NOT_FOUND));
    if (!row || !canViewListing(user, row.property, row.owner)) throw notFound(PROPERTY_NOT_FOUND);
    if (!canSeePrivateListing(user, row.property) && isPublicListing(row.property, row.owner)) {
      await recordListingView(db, row.property.id, await viewerKey(db, { userId: user?.id, ip: request.ip }));
    }
    return reply.code(204).send();
  });

  // 201 with the new listing; 200 with the listing an earlier call with the same draft key made (its values as
  // they are now: the builder then saves its own with PUT), so a retry or a reload mid-create makes no second one.
  app.post('/api/properties', writeLimit, async (request, reply) => {
    const user = requireListingCreator(request.user);
    const input = parseInput(listingCreateSchema, request.body);
    const written = await createListing(db, user, input);
    if (written.created) await checkForFraud(written, request.log);
    return reply.code(written.created ? 201 : 200).send(await presentWrittenListing(db, written));
  });

  // Writes to one listing: the service locks the row, checks the lister and writes in one transaction, and the
  // answer is presented from the row it returns.
  app.put('/api/properties/:id', writeLimit, async (request) => {
    const user = requireAccountMayList(requireUser(request.user));
    const id = parseIdParam(request.params, PROPERTY_NOT_FOUND);
    const input = parseInput(listingWriteSchema, request.body);
    const written = await updateListing(db, user, id, input);
    await checkForFraud(written, request.log);
    return presentWrittenListing(db, written);
  });

  for (const [action, archived] of [['archive', true], ['restore', false]] as const) {
    app.patch(`/api/properties/:id/${action}`, writeLimit, async (request) => {
      const user = requireUser(request.user);
      const id = parseIdParam(request.params, PROPERTY_NOT_FOUND);
      return presentWrittenListing(db, await setListingArchived(db, user, id, archived));
    });
  }

  app.delete('/api/properties/:id', writeLimit, async (request) => {
    const user = requireUser(request.user);
    const id = parseIdParam(request.params, PROPERTY_NOT_FOUND);
    const mediaIds = await deleteListing(db, user, id);
    // Files go only after the row is gone for good; a failure leaves orphan files, never a broken listing.
    try {
      await deleteMediaFiles(app.ctx.media, mediaIds);
    } catch (error) {
      request.log.error({ err: error, mediaIds }, 'could not remove the media files of a deleted listing');
    }
    return { id, deleted: true } satisfies DeletedListing;
  });
}
