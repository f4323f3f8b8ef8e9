import { useSearchParams } from 'react-router';
import { safeCallbackUrl } from './safe-callback-url.ts';

/** The page's `?callbackUrl=`, if it stays on this site (see safeCallbackUrl). */
export function useCallbackUrl(): string | null {
  const [params] = useSearchParams();
  return safeCallbackUrl(params.get('callbackUrl'), window.location.origin);
}
