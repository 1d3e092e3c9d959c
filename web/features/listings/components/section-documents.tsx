// The builder's optional "Ownership documents" section (issue 32): papers only the lister and Salone Homes'
// admins can open. Files upload as soon as they are chosen, with progress and Retry as for photos.
import { useId, useRef, useState } from 'react';
import { FileText, RotateCw, Trash2, X } from 'lucide-react';
import type { Listing } from '../../../../common/api/listings';
import {
  DOCUMENT_ACCEPT, DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, DOCUMENT_MAX_FILES, describeDocumentsSeen,
  type DocumentKind,
} from '../../../../common/documents';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api/http';
import { deleteDocument, documentKeys, useListingDocuments } from '../../../lib/api/documents';
import { useQueryClient } from '@tanstack/react-query';
import { useDocumentUploads } from './use-document-uploads';

const MB = 1024 * 1024;
const size = (bytes: number) => (bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

interface Props {
  listing?: Listing;
  /** The listing's id, saving it as a draft first when it has none yet (null: nothing to save yet). */
  ensureListingId: () => Promise<string | null>;
  /** The id known now (an edited listing, or the builder's saved draft). */
  listingId: string | null;
}

export function DocumentsSection({ listing, ensureListingId, listingId }: Props) {
  const hint = useId();
  const input = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<DocumentKind>('survey_plan');
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const docs = useListingDocuments(listingId);
  const uploads = useDocumentUploads(ensureListingId);
  const count = (docs.data?.length ?? 0) + uploads.items.length;
  const full = count >= DOCUMENT_MAX_FILES;

  async function remove(doc: { id: string; url: string; fileName: string }) {
    setDeleteError(null);
    try {
      await deleteDocument(doc);
      if (listingId) await queryClient.invalidateQueries({ queryKey: documentKeys.list(listingId) });
    } catch (error) {
      setDeleteError(errorMessage(error, `Could not delete ${doc.fileName}. Please try again.`));
    }
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Optional. Only you and Salone Homes' reviewers can open these papers; buyers and tenants never see them. When a
        reviewer has seen them, your listing shows which kinds were seen.
      </p>
      {listing?.documentsRequest ? (
        <Alert variant="warning" title="Our reviewer asked for more papers">
          {listing.documentsRequest.reason}
        </Alert>
      ) : null}
      {listing?.documentsSeen ? <Alert variant="success">{describeDocumentsSeen(listing.documentsSeen.kinds, listing.documentsSeen.seenAt)}.</Alert> : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="sm:w-64">
          <label htmlFor="document-kind" className="mb-1 block text-sm font-medium text-slate-800">Kind of document</label>
          <Select id="document-kind" value={kind} onChange={(e) => setKind(e.target.value as DocumentKind)}>
            {DOCUMENT_KINDS.map((k) => <option key={k} value={k}>{DOCUMENT_KIND_LABELS[k]}</option>)}
          </Select>
        </div>
        <Button type="button" variant="outline" disabled={full} aria-describedby={hint} onClick={() => input.current?.click()}>
          <FileText aria-hidden="true" /> Add documents
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={DOCUMENT_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Choose ownership documents"
          data-testid="document-input"
          onChange={(e) => {
            if (e.target.files?.length) uploads.addFiles(kind, [...e.target.files].slice(0, DOCUMENT_MAX_FILES - count));
            e.target.value = '';
          }}
        />
      </div>
      <p id={hint} className="text-sm text-slate-600">
        PDF or photos (JPEG, PNG, WebP), up to {DOCUMENT_MAX_FILES} files, {DOCUMENT_MAX_BYTES / MB} MB each. Survey plan,
        conveyance or title deed; for a rental, a proof of ownership or the agent's authority letter.
      </p>
      {deleteError ? <p role="alert" className="text-sm text-red-700">{deleteError}</p> : null}

      {docs.isLoading ? <p className="flex items-center gap-2 text-sm text-slate-600"><Spinner /> Loading your documents…</p> : null}
      {docs.isError ? (
        <div role="alert" className="flex items-center gap-3 text-sm text-red-700">
          Your documents could not be loaded.
          <Button type="button" size="sm" variant="outline" onClick={() => void docs.refetch()}>Try again</Button>
        </div>
      ) : null}
      {!docs.isLoading && !docs.isError && count === 0 ? <p className="text-sm text-slate-500">No documents attached yet.</p> : null}

      {count > 0 ? (
        <ul aria-label="Ownership documents" className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {docs.data?.map((doc) => (
            <li key={doc.id} className="flex items-center gap-3 p-3">
              <FileText className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <a href={doc.url} className="block truncate font-medium text-brand-800 hover:underline">{doc.fileName}</a>
                <p className="text-xs text-slate-600">{DOCUMENT_KIND_LABELS[doc.kind]} · {size(doc.bytes)}</p>
              </div>
              <Button type="button" size="icon" variant="ghost" aria-label={`Delete ${doc.fileName}`} onClick={() => void remove(doc)}>
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
          {uploads.items.map((item) => (
            <li key={item.key} className="flex items-center gap-3 p-3">
              <FileText className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-slate-800">{item.file.name}</p>
                <p className="text-xs text-slate-600">{DOCUMENT_KIND_LABELS[item.kind]} · {size(item.file.size)}</p>
                {item.error ? (
                  <p role="alert" className="text-sm text-red-700">{item.error}</p>
                ) : (
                  <progress max={100} value={Math.round((item.progress ?? 0) * 100)} aria-label={`Uploading ${item.file.name}`} className="mt-1 block h-1.5 w-full accent-brand-700" />
                )}
              </div>
              {item.error && item.retryable ? (
                <Button type="button" size="sm" variant="outline" onClick={() => uploads.retry(item.key)} aria-label={`Retry ${item.file.name}`}>
                  <RotateCw aria-hidden="true" /> Retry
                </Button>
              ) : null}
              {item.error ? (
                <Button type="button" size="icon" variant="ghost" aria-label={`Remove ${item.file.name}`} onClick={() => uploads.dismiss(item.key)}>
                  <X aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
