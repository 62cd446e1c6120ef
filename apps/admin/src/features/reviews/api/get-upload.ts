/**
 * GET /api/admin/uploads/:id: a customer's upload (a transfer screenshot, an identity photo)
 * as an object URL for an <img>. The bytes need the staff bearer token, so a plain <img src>
 * cannot load them.
 */
import { useEffect, useState } from 'react';
import { adminUrl, ApiError } from '../../../lib/api-client';
import { endSession, getSession } from '../../../lib/session';

export async function getUpload(id: string, signal?: AbortSignal): Promise<Blob> {
  const session = getSession();
  const response = await fetch(adminUrl(`uploads/${encodeURIComponent(id)}`), {
    headers: session ? { Authorization: `Bearer ${session.token}` } : {},
    signal,
  });
  if (response.status === 401) {
    endSession('expired');
    throw new ApiError('login_again', undefined, 401);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('image/')) {
    // Refusals come back as the JSON envelope.
    const body = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new ApiError(body?.msg ?? 'not_found', undefined, response.status);
  }
  return response.blob();
}

export type UploadState =
  { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed'; error: unknown };

/** Loads an upload while `id` is set; the object URL is revoked when it is no longer shown. */
export function useUploadImage(id: string | null): UploadState {
  const [state, setState] = useState<UploadState>({ status: 'loading' });
  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    let url: string | null = null;
    setState({ status: 'loading' });
    getUpload(id, controller.signal)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  return state;
}
