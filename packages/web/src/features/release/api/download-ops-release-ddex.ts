import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error.ts';
import { loadRuntimeConfig } from '../../../lib/runtime-config.ts';
import { readToken } from '../../../lib/session-token.ts';

/** The file name the server suggests in Content-Disposition, or a fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return disposition.match(/filename="([^"]+)"/)?.[1] ?? fallback;
}

/**
 * GET /api/ops/releases/:id/ddex (staff): the DDEX ERN file written on submit. The token goes in a
 * header, so a plain link cannot fetch it; the body is handed to the browser as a download.
 */
export async function downloadOpsReleaseDdex(id: number): Promise<void> {
  const config = await loadRuntimeConfig();
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(`${config.api_url.replace(/\/$/, '')}/api/ops/releases/${id}/ddex`, {
      headers: token ? { 'X-Authorization': `Bearer ${token}` } : {},
    });
  } catch (error) {
    throw new ApiError({ status: 0, code: 'network', message: String(error) });
  }
  if (!response.ok) {
    const problem = (await response.json().catch(() => ({}))) as { code?: unknown };
    const code = typeof problem.code === 'string' ? (problem.code as ApiError['code']) : 'internal';
    throw new ApiError({ status: response.status, code });
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, `release-${id}-ern.xml`);
  link.click();
  URL.revokeObjectURL(url);
}

export function useDownloadOpsReleaseDdexMutation(id: number) {
  return useMutation({ mutationFn: () => downloadOpsReleaseDdex(id) });
}
