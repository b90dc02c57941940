import { type BrandId, ErrorCode, HOSTCARDS_API, type THostCard, type THostCardMine, type THostCardSaveRequest } from '@app/shared';
import { ApiError, apiCall } from '../../lib/api';
import { bytesToBase64, photoAsJpeg } from '../../lib/image';
import { getUserToken } from '../../lib/session';
import { useRequest } from '../../lib/use-request';

/** A card by the host's code: `unavailable` (hidden, a minor's, banned) and `missing` (no such host) are answers, not errors. */
export type CardAnswer = { kind: 'card'; card: THostCard } | { kind: 'unavailable' } | { kind: 'missing' };

export function useHostCard(code: string | null, brand: BrandId) {
  // no react-query: a first-time visitor's page, kept light (lib/use-request)
  return useRequest<CardAnswer>(code === null ? null : `hostcard:${code}|${brand}`, async () => {
    try {
      return { kind: 'card', card: await apiCall(HOSTCARDS_API.card, { code: code!, app_name: brand }, { silent: true }) };
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.HOSTCARD_UNAVAILABLE) return { kind: 'unavailable' };
      if (err instanceof ApiError && (err.code === ErrorCode.NOT_FOUND || err.code === ErrorCode.VALIDATION_FAILED))
        return { kind: 'missing' };
      throw err;
    }
  });
}

export function useGallery(brand: BrandId, enabled: boolean) {
  return useRequest(enabled ? `hostcard:gallery|${brand}` : null, () =>
    apiCall(HOSTCARDS_API.gallery, { app_name: brand }, { silent: true }),
  );
}

/** My card when signed in (null key when signed out: nothing is asked). */
export function useMyCard() {
  return useRequest<THostCardMine>(getUserToken() ? 'hostcard:me' : null, () => apiCall(HOSTCARDS_API.me, undefined, { silent: true }));
}

export const saveCard = (input: THostCardSaveRequest) => apiCall(HOSTCARDS_API.save, input, { silent: true });

export async function uploadPhoto(file: File) {
  return apiCall(HOSTCARDS_API.uploadPhoto, { data: bytesToBase64(await photoAsJpeg(file)) }, { silent: true });
}

/** The length of an audio file as the browser reads it (0 when it cannot). */
function audioDurationMs(file: File): Promise<number> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const a = new Audio();
    const done = (ms: number) => {
      URL.revokeObjectURL(url);
      resolve(ms);
    };
    a.preload = 'metadata';
    a.onloadedmetadata = () => done(Number.isFinite(a.duration) ? Math.round(a.duration * 1000) : 0);
    a.onerror = () => done(0);
    a.src = url;
  });
}

export async function uploadVoice(file: File) {
  const [bytes, duration] = await Promise.all([file.arrayBuffer(), audioDurationMs(file)]);
  return apiCall(HOSTCARDS_API.uploadVoice, { data: bytesToBase64(new Uint8Array(bytes)), duration_ms: duration }, { silent: true });
}
