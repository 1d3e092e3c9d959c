// /api/properties/:id/documents: a listing's ownership papers (issue 32, decision 0020). Private: the lister and
// admins only, everyone else gets the listing's 404; files are served by this server only, never cached.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_FILES } from '../../../common/documents.js';
import { isUuid } from '../../../common/schemas/ids.js';
import { documentReviewSchema } from '../../../common/schemas/documents.js';
import { isAdmin, requireAdmin } from '../../lib/access.js';
import { AppError, notFound } from '../../lib/errors.js';
import { perIpLimit } from '../../lib/rate-limit.js';
import { parseIdParam, parseInput } from '../../lib/validate.js';
import { PROPERTY_NOT_FOUND, requireAccountMayList, requireListerOf } from '../listings/listings.service.js';
import { requireDocumentReader } from './documents.policy.js';
import { presentDocument } from './documents.presenter.js';
import {
  countSameFileElsewhere, deleteDocument, DOCUMENT_NOT_FOUND, findDocument, findListingForDocuments, insertDocuments,
  listDocuments, recordAdminOpening, reviewDocuments, type StoredDocument,
} from './documents.service.js';
import { checkDocumentFile } from './documents.file-check.js';
import { createDocumentStorage, documentFolder, newDocumentKey } from './documents.storage.js';
import { cleanFileName, receiveDocuments } from './documents.upload.js';

// A sandbox with nothing allowed: a document opened in the browser can run nothing and reach nothing.
const DOCUMENT_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

export async function documentRoutes(app: FastifyInstance) {
  const { config, limits } = app.ctx;
  const db = () => app.ctx.database.db;
  const storage = createDocumentStorage(config);
  await app.register(multipart, { limits: { files: DOCUMENT_MAX_FILES, fileSize: DOCUMENT_MAX_BYTES } });
  // Each upload is parsed, scanned and maybe re-encoded: a quarter of the per-address write allowance.
  const uploadLimit = { config: perIpLimit(Math.max(1, Math.floor(limits.writesPerIpPerMinute / 4))) };
  const writeLimit = { config: perIpLimit(limits.writesPerIpPerMinute) };

  const readableListing = async (request: FastifyRequest) => {
    const id = parseIdParam(request.params, PROPERTY_NOT_FOUND);
    return requireDocumentReader(request.user, await findListingForDocuments(db(), id));
  };

  app.get('/api/properties/:id/documents', async (request, reply) => {
    const listing = await readableListing(request);
    const docs = await listDocuments(db(), listing.id);
    const reuse = isAdmin(request.user) ? await countSameFileElsewhere(db(), docs, listing.userId) : null;
    reply.header('cache-control', 'private, no-store').header('x-total-count', String(docs.length));
    return docs.map((d) => presentDocument(d, reuse ? (reuse.get(d.id) ?? 0) : null));
  });

  app.post('/api/properties/:id/documents', uploadLimit, async (request, reply) => {
    const id = parseIdParam(request.params, PROPERTY_NOT_FOUND);
    const listing = requireListerOf(request.user, await findListingForDocuments(db(), id));
    requireAccountMayList(request.user!);
    const stored: StoredDocument[] = [];
    try {
      await receiveDocuments(request, async (kind, file) => {
        const checked = await checkDocumentFile(file.body);
        const storageKey = newDocumentKey(checked.extension);
        await storage.put(storageKey, checked.body, checked.contentType);
        stored.push({
          kind,
          fileName: cleanFileName(file.fileName, checked.extension),
          contentType: checked.contentType,
          bytes: checked.body.length,
          storageKey,
          // Of the bytes as sent: the same scan sent again by another lister has the same hash.
          sha256: createHash('sha256').update(file.body).digest('hex'),
        });
      });
      if (stored.length === 0) throw new AppError('bad_request', 'Please choose at least one document.');
      const rows = await insertDocuments(db(), listing.id, request.user!.id, stored);
      return reply.code(201).header('cache-control', 'private, no-store').send(rows.map((r) => presentDocument(r, null)));
    } catch (error) {
      await Promise.all(stored.map((s) => storage.deleteFolder(documentFolder(s.storageKey))));
      throw error;
    }
  });

  app.get<{ Params: { id: string; documentId: string } }>('/api/properties/:id/documents/:documentId', async (request, reply) => {
    const listing = await readableListing(request);
    const doc = isUuid(request.params.documentId) ? await findDocument(db(), listing.id, request.params.documentId) : undefined;
    if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
    const info = await storage.stat(doc.storageKey);
    if (!info) throw notFound(DOCUMENT_NOT_FOUND);
    if (isAdmin(request.user)) await recordAdminOpening(db(), request.user!, doc);
    // PDFs are downloaded (browsers' PDF viewers do not run under a sandbox); photos open in the tab.
    const disposition = doc.contentType === 'application/pdf' ? 'attachment' : 'inline';
    reply
      .header('content-type', doc.contentType)
      .header('content-length', info.size)
      .header('content-disposition', contentDisposition(disposition, doc.fileName))
      .header('content-security-policy', DOCUMENT_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('cross-origin-resource-policy', 'same-origin');
    if (request.method === 'HEAD') return reply.send();
    return reply.send(await storage.read(doc.storageKey));
  });

  app.delete<{ Params: { id: string; documentId: string } }>('/api/properties/:id/documents/:documentId', writeLimit, async (request, reply) => {
    const id = parseIdParam(request.params, PROPERTY_NOT_FOUND);
    const listing = requireListerOf(request.user, await findListingForDocuments(db(), id));
    if (!isUuid(request.params.documentId)) throw notFound(DOCUMENT_NOT_FOUND);
    await deleteDocument(db(), storage, listing.id, request.params.documentId);
    return reply.code(204).send();
  });

  app.post('/api/admin/properties/:id/documents/review', writeLimit, async (request, reply) => {
    const admin = requireAdmin(request.user);
    const id = parseIdParam(request.params, PROPERTY_NOT_FOUND);
    const listing = await findListingForDocuments(db(), id);
    if (!listing) throw notFound(PROPERTY_NOT_FOUND);
    const input = parseInput(documentReviewSchema, request.body);
    await reviewDocuments(db(), admin, listing.id, input);
    return reply.code(204).send();
  });
}

/** `attachment; filename="ascii"; filename*=UTF-8''…`: the name as given, quoted safely for every browser. */
function contentDisposition(type: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
