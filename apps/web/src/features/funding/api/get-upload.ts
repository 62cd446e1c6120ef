/** GET user/upload/:id: an image the customer uploaded, shown through an object URL. */
import { useEffect, useState } from 'react';
import { apiBlob } from '@/lib/api-client';

export function getUpload(id: number): Promise<Blob> {
  return apiBlob(`user/upload/${id}`);
}

/** An object URL of the upload while the component shows it (revoked afterwards). */
export function useUploadUrl(id: number | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!id) return;
    let objectUrl: string | null = null;
    let live = true;
    getUpload(id)
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [id]);
  return url;
}
