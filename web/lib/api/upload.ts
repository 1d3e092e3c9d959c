// One file sent with its progress: photos and videos (media.ts) and ownership documents (documents.ts).
import { ApiError } from './http';

/** Bytes sent of the request body (the file and its multipart wrapping), as the browser reports them. */
export interface UploadProgress {
  sent: number;
  total: number;
}

/** The network failed or timed out: no answer from the server (retrying may help). */
export class UploadNetworkError extends Error {}

export interface UploadOptions {
  signal?: AbortSignal;
  onProgress?: (p: UploadProgress) => void;
}

/**
 * POSTs a form and resolves with the first item of the array the server answers. XMLHttpRequest, not fetch: only
 * it reports upload progress. `what` names the thing in the error when the answer holds none.
 */
export function postWithProgress<T>(url: string, body: FormData, what: string, options: UploadOptions & { timeoutMs?: number } = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    if (options.timeoutMs) xhr.timeout = options.timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ sent: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
        return;
      }
      try {
        const [item] = JSON.parse(xhr.responseText) as T[];
        if (item) resolve(item);
        else reject(new Error(`The server did not return the ${what}.`));
      } catch {
        reject(new Error(`The server did not return the ${what}.`));
      }
    };
    xhr.onerror = () => reject(new UploadNetworkError('The connection dropped during the upload.'));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    if (options.signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
