/**
 * An identity photo as an object URL for an <img>. The bytes need the staff bearer token, so a
 * plain <img src> cannot load them; the loader that fetches them is handed in by the app.
 */
import { useEffect, useState } from 'react';

export type PhotoLoader = (id: string, signal?: AbortSignal) => Promise<Blob>;

export type PhotoState =
  | { status: 'loading' }
  | { status: 'ready'; url: string; bytes: number }
  | { status: 'failed'; error: unknown };

/** Loads the photo while `id` is set; its object URL is revoked once it is no longer shown. */
export function usePhoto(id: string | undefined, load: PhotoLoader): PhotoState {
  const [state, setState] = useState<PhotoState>({ status: 'loading' });
  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    let url: string | null = null;
    setState({ status: 'loading' });
    load(id, controller.signal)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url, bytes: blob.size });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, load]);
  return state;
}
